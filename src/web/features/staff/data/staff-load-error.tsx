import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { RouteLoadError } from '../../../components/route-load-error.tsx';
import { loadFailureOf } from '../../../lib/route-data.ts';

/**
 * A console screen's ErrorBoundary: the server's reason and 'Try again'. A 403 means that the
 * account lost the console after the layout read it: the loaders run again at once, so that the
 * layout reads the account afresh and shows 'no access' in place of the whole console. Once per
 * refusal: if the layout still lets the account in, the reason stays, with 'Try again'.
 */
export function StaffLoadError() {
  const refused = loadFailureOf(useRouteError())?.status === 403;
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (refused) void revalidate();
  }, [refused, revalidate]);
  return <RouteLoadError />;
}
