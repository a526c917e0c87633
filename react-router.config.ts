import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/domain/site-pages.ts';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'dist/web',
  // Every page ships as HTML built ahead of time; the one server adds the API beside it.
  ssr: false,
  prerender: prerenderPaths,
  // Opt in to the v8 behaviour now so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
