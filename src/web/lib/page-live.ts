/**
 * Whether the page's first hydration has committed. Set once, by the root (usePageHydrated);
 * read by parts that behave differently while the built HTML is being taken over.
 */
let live = false;

export const pageIsLive = (): boolean => live;

export function markPageLive(): void {
  live = true;
}
