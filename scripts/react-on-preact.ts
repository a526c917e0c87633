import type { Alias } from 'vite';

/**
 * The pages are written against React's API and run on Preact through preact/compat: the same
 * components weigh 48 KiB less on every page (docs/decisions/007). Vite, the prerender and
 * Vitest all resolve React through this one list, so what is tested is what ships.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Packages that import React themselves: the prerender bundles them so that they, too, see
 * Preact instead of loading React from node_modules.
 */
export const packagesUsingReact = [
  'react-router',
  '@react-router/node',
  'react-hook-form',
  'lucide-react',
  '@tanstack/react-table',
];
