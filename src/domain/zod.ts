import { z } from 'zod';

// zod probes for `new Function` to compile fast parsers; the site's CSP forbids eval, and the
// probe alone is reported as a violation. Schemas here are small forms: interpret them.
// Every domain module takes `z` from here so the setting comes before any schema is built.
z.config({ jitless: true });

export { z };
