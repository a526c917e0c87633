import { DELETE_CONFIRMATION } from './delete-confirmation.ts';
import { z } from './zod.ts';

/** POST /api/account/delete/ */
export const deleteAccountSchema = z.object(
  {
    password: z.string({ error: 'Enter your password.' }).min(1, { error: 'Enter your password.' }),
    confirm: z
      .string({ error: `Type ${DELETE_CONFIRMATION} to confirm.` })
      .trim()
      .refine((typed) => typed === DELETE_CONFIRMATION, {
        error: `Type ${DELETE_CONFIRMATION} to confirm.`,
      }),
  },
  { error: 'Send the request as a JSON object.' },
);
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** How a deleted account's reviews are signed from then on. */
export const FORMER_LEARNER = 'Former learner';

/** The file name of a data export made on an IST day ('2026-11-23'). */
export const exportFileName = (siteName: string, day: string) =>
  `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${day}.json`;
