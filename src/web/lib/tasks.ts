type Priority = 'user-visible' | 'background';

interface Scheduler {
  postTask(run: () => void, options: { priority: Priority }): unknown;
}

/**
 * Settles in a task of its own, after whatever the browser has queued at that priority.
 * scheduler.postTask, not setTimeout: the browser tests that control the clock stop timers.
 */
export function nextTask(priority: Priority = 'user-visible'): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return new Promise((resolve) => {
    if (scheduler) scheduler.postTask(resolve, { priority });
    else if (priority === 'background' && typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, priority === 'background' ? 200 : 0);
  });
}
