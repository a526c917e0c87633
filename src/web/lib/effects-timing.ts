import { options } from 'preact';

// Preact runs effects after the next animation frame, which it finds with requestAnimationFrame
// and setTimeout; React runs them in a task of their own, posted through a MessageChannel, right
// after the commit. The components were written for React's timing, and under the browser
// tests' controlled clock Preact's would hold every effect back until the clock moved. Posting
// through a channel gives the same task order with any clock.
const channel = new MessageChannel();
const queued: Array<() => void> = [];

channel.port1.onmessage = () => {
  for (const flush of queued.splice(0)) flush();
};
options.requestAnimationFrame = (flush) => {
  queued.push(flush);
  if (queued.length === 1) channel.port2.postMessage(null);
};
