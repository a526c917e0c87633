/**
 * Whether the page's first hydration is over, every part of it included. Set once, by
 * components/hydrate-later.tsx; read by parts that behave differently while the built HTML is
 * being taken over.
 */
let live = false;

export const pageIsLive = (): boolean => live;

export function markPageLive(): void {
  live = true;
}
