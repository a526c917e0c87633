/** The paths written to HTML at build time. The server serves each with status 200. */
export const pagePaths = ['/', '/contact'];

/** Rendered once and sent, with status 404, for every path that is not a page. */
export const NOT_FOUND_PATH = '/404';

export const prerenderPaths = [...pagePaths, NOT_FOUND_PATH];
