import { data } from 'react-router';
import { PageNotFound } from '../components/page-not-found.tsx';
import { notFoundMeta } from '../lib/meta.ts';

/** Every path no other route takes: the page says so, and the answer's status is 404. */
export const loader = () => data(null, { status: 404 });

export const meta = notFoundMeta;

export default function NotFound() {
  return <PageNotFound />;
}
