import { z } from 'zod';
import { personalIssueMessage } from './zod-messages.ts';

// zod probes for `new Function` to compile fast parsers; the site's CSP forbids eval, and the
// probe alone is reported as a violation. Schemas here are small forms: interpret them.
// Every domain module takes `z` from here so the setting comes before any schema is built.
// Schemas that say nothing of their own speak in words a person understands (zod-messages.ts).
z.config({ jitless: true, customError: personalIssueMessage });

export { z };
