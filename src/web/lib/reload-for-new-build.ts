// A page opened before a deploy asks for chunks the new build no longer has. React Router
// reloads the page when a route's module will not load; a part's code does the same, at most
// once a minute for an address, so that what a reload cannot mend (a broken file, a network
// that keeps failing) leaves the page as it was built instead of reloading it over and over.

const KEY = 'reloaded-for-new-build';
const GUARD_MS = 60_000;

interface Options {
  now?: number;
  reload?: () => void;
}

/** Reloads the page unless it was reloaded for this moments ago; says whether it did. */
export function reloadForNewBuild({
  now = Date.now(),
  reload = () => location.reload(),
}: Options = {}): boolean {
  if (!navigator.onLine) {
    // A reload now would show the browser's offline page: wait for the network instead.
    addEventListener('online', () => reloadForNewBuild({ reload }), { once: true });
    return false;
  }
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (last?.path === location.pathname && now - last.at < GUARD_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, at: now }));
  } catch {
    return false; // no storage to remember the reload by, so none: a loop would be worse
  }
  reload();
  return true;
}
