import { options } from 'preact';

// Preact runs effects after the next animation frame, which it finds with requestAnimationFrame
// and setTimeout; React runs them in a task of their own, posted through a MessageChannel, right
// after the commit. The components were written for React's timing, and under a controlled
// clock (the browser tests', or Vitest's fake timers) Preact's would hold every effect back
// until the clock moved. Posting through a channel gives the same task order with any clock.
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
const queued: Array<() => void> = [];

if (channel) {
  // Node (Vitest) would otherwise stay up for the open port.
  (channel.port1 as { unref?: () => void }).unref?.();
  channel.port1.onmessage = () => {
    for (const flush of queued.splice(0)) flush();
  };
  options.requestAnimationFrame = (flush) => {
    queued.push(flush);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
