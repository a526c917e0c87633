import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'dist/web',
  // Every page is rendered by React Router in the server (src/server/web/serve-web.ts), which
  // keeps it until what it shows changes.
  ssr: true,
  // A page names only its own routes; the others are asked for (/__manifest, one request for
  // the links a page shows) as its links appear. Naming all sixty, the console's included, cost
  // every page about 6 KiB of gzipped script.
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  // Opt in to the v8 behaviour now so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
