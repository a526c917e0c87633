/**
 * Whether a path is one of the console's pages, which draw their own header instead of the
 * site's: every /staff page but the invitation's, which a future member opens from the site.
 */
export function isConsolePath(pathname: string): boolean {
  return /^\/staff(\/|$)/.test(pathname) && !/^\/staff\/accept-invite(\/|$)/.test(pathname);
}
