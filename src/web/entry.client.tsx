import './lib/effects-timing.ts';
import './lib/react-only-props.ts';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

await routerStateDecoded();
hydrateRoot(document.documentElement, <HydratedRouter />);

/**
 * HydratedRouter's first render suspends (throws a promise) until React Router has decoded the
 * page's loader data. React waits for such a root; Preact would report it as an error, and a
 * Suspense boundary around the whole document would redraw <body> instead of hydrating it. So
 * the decoding is started and awaited here, and the router then renders at once.
 */
async function routerStateDecoded() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}
