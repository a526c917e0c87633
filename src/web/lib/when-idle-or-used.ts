import { pageIsLive } from './page-live.ts';

const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let idleOrUsed: Promise<void> | undefined;

/** A task run once the browser has nothing more urgent to do. */
function whenIdle(run: () => void) {
  // scheduler.postTask, not requestIdleCallback or setTimeout: the browser tests that control
  // the clock stop those.
  const scheduler = (
    globalThis as { scheduler?: { postTask(run: () => void, options: object): unknown } }
  ).scheduler;
  if (scheduler) scheduler.postTask(run, { priority: 'background' });
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}

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
    whenIdle(settle);
  });
  return idleOrUsed;
}
