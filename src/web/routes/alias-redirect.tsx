import { Navigate, useLocation } from 'react-router';
import { canonicalPathFor } from '../../domain/site-pages.ts';

/** '/ai' and '/human-resource' inside the app: replace the entry with the canonical page. */
export default function AliasRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={canonicalPathFor(pathname) ?? '/'} replace />;
}
