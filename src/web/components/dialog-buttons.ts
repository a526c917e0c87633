/** For what cannot be undone: deleting, cancelling, removing someone. Shaped like the site's. */
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-control bg-danger-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-danger-700/90 disabled:cursor-not-allowed disabled:opacity-60';

/** A dialog's Cancel/Back and its action: stacked full width on a phone, the action on top. */
export const dialogActionsClass =
  'flex flex-col-reverse gap-3 *:w-full sm:flex-row sm:justify-end sm:*:w-auto';
