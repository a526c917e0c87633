// Apart from india-time.ts so that the public pages, which import that, create no Intl formatter.
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '26 Nov 2026, 6:30 pm': a moment as India reads it, wherever the code runs. */
export const formatIndiaDateTime = (iso: string) => istDateTime.format(new Date(iso));
