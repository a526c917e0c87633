// Chromium compiles a script's functions lazily, on the main thread, the first time each runs.
// Hydrating a page runs most of the shell's functions (Preact, React Router, the root route) for
// the first time, in tasks that then run long on a slow phone. V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` as a file's first line (Chromium 136 and later; other browsers
// read a comment), has the whole file compiled while it streams in, off the main thread.
// Measured on /python with Lighthouse: TBT 105-129 ms without, 68-98 ms with.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules smaller than this compile quickly anyway; the hint would only add bytes. */
const MIN_BYTES = 4096;

/**
 * The modules to hint: those every page preloads (the shell), of at least 4 KiB.
 * `preloadsByPage` lists each page's preloaded URLs; `sizeOf` gives a URL's size in bytes.
 */
export function shellModules(preloadsByPage, sizeOf) {
  const [first = [], ...rest] = preloadsByPage;
  return first.filter(
    (url) => rest.every((preloads) => preloads.includes(url)) && sizeOf(url) >= MIN_BYTES,
  );
}
