import './lib/effects-timing.ts';
import './lib/react-only-props.ts';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask } from './lib/tasks.ts';

await prepareRouter();
hydrateRoot(document.documentElement, <HydratedRouter />);

/**
 * HydratedRouter's first render suspends (throws a promise) until React Router has decoded the
 * page's loader data. React waits for such a root; Preact would report it as an error, and a
 * Suspense boundary around the whole document would redraw <body> instead of hydrating it. So
 * the decoding is awaited here. Then the router is made, in a task of its own (it matches the
 * routes and reads the page's data: about 45 ms on a slow phone); React Router keeps it for the
 * render, and the call itself stops at its first hook, outside any render, as expected. Any
 * other error is left for the render to meet, where React Router's error boundary shows it.
 */
async function prepareRouter() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  await nextTask();
  try {
    HydratedRouter({});
  } catch {
    // The first hook, called outside a render.
  }
  await nextTask();
}
