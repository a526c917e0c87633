import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { publicConfigFromEnv } from './src/web/lib/public-config-env.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfigFromEnv(process.env)) },
  server: {
    port: 5173,
    // In development the API runs as its own process; the browser sees one origin.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    // Inline nothing: the CSP allows scripts and styles from files only.
    assetsInlineLimit: 0,
  },
});
