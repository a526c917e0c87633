import { cn } from '../../../lib/cn.ts';

const small =
  'inline-flex items-center justify-center gap-1.5 rounded-control border bg-white px-3 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60';

/** The console's row actions: smaller than the site's buttons, to sit in a table cell. */
export const smallButtonClass = cn(
  small,
  'border-line text-brand-800 hover:border-brand-300 hover:bg-brand-50',
);

export const smallDangerButtonClass = cn(
  small,
  'border-line text-danger-700 hover:border-danger-700/40 hover:bg-danger-50',
);
