import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'dist/web',
  // Every page is rendered by React Router in the server (src/server/web/serve-web.ts), which
  // keeps it until what it shows changes.
  ssr: true,
  // Every route's entry in the first page, as a prerendered site had it: no request to discover
  // a route before following a link.
  routeDiscovery: { mode: 'initial' },
  // Opt in to the v8 behaviour now so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
