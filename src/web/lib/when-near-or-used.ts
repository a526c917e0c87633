const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

/** How far ahead of the screen a part starts to load: half a screen, above or below. */
const AHEAD = 0.5;

/** Whether the element is on the screen, or within half a screen of it, now. */
export function isNearScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const margin = innerHeight * AHEAD;
  return top < innerHeight + margin && bottom > -margin;
}

/**
 * Settles when the element comes within half a screen of the screen, or a person points at it
 * or moves focus into it, whichever comes first.
 */
export function whenNearOrUsed(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) settle();
            },
            { rootMargin: `${AHEAD * 100}% 0px` },
          )
        : undefined;
    // On the window, ahead of React: React stops an event aimed at a part it cannot hydrate yet.
    const used = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) settle();
    };
    function settle() {
      observer?.disconnect();
      for (const type of FIRST_USE) removeEventListener(type, used, true);
      resolve();
    }
    observer?.observe(element);
    for (const type of FIRST_USE) addEventListener(type, used, { capture: true, passive: true });
  });
}
