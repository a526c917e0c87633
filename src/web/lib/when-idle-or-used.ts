import { pageIsLive } from './page-live.ts';
import { nextTask } from './tasks.ts';

const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let idleOrUsed: Promise<void> | undefined;

/**
 * Settles once the page being taken over is idle, or a person first reaches for it, whichever
 * comes first; at once on the server and on a page that is already live.
 */
export function whenIdleOrUsed(): Promise<void> {
  if (typeof document === 'undefined' || pageIsLive()) return Promise.resolve();
  idleOrUsed ??= new Promise((resolve) => {
    const settle = () => {
      for (const type of FIRST_USE) removeEventListener(type, settle, true);
      resolve();
    };
    for (const type of FIRST_USE) addEventListener(type, settle, { capture: true, passive: true });
    void nextTask('background').then(settle);
  });
  return idleOrUsed;
}
