import { useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The URL's search params, or those of the navigation to this same page under way: a filter
 * shows what was chosen at once, while the loader fetches the list it asks for.
 */
export function useShownSearchParams(): URLSearchParams {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : null;
  return useMemo(
    () => (pendingSearch === null ? params : new URLSearchParams(pendingSearch)),
    [params, pendingSearch],
  );
}
