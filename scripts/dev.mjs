// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (open this one).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false src/server/main.ts',
      // The browser talks to Vite, which proxies /api: that is the origin writes come from.
      env: { PUBLIC_ORIGIN: 'http://localhost:5173', ...process.env },
    },
    { name: 'web', command: 'react-router dev' },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: ['blue', 'magenta'] },
);
result.catch(() => process.exit(1));
