/** 4 reviews a page, 3 when the window is 700 px wide or less (the product spec's rule). */
const NARROW = '(max-width: 700px)';

/**
 * Read when a page of reviews is asked for, not while the page hydrates: a value the built HTML
 * cannot know would make React draw the reviews again inside hydration's commit.
 */
export function reviewPageSize(): number {
  return window.matchMedia(NARROW).matches ? 3 : 4;
}

/** Calls `listener` whenever the window crosses the width at which the page size changes. */
export function onReviewPageSizeChange(listener: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
