import { PageNotFound } from '../components/page-not-found.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [
  ...pageMeta('Page not found', 'The page you asked for does not exist.'),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <PageNotFound />;
}
