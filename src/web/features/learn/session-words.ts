import { formatSessionStart } from '../../../domain/delivery/session-time.ts';

export { formatSessionStart };

/** '2 hours', '45 minutes', '1 hour 30 minutes' */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '';
  const m = rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '';
  return [h, m].filter(Boolean).join(' ');
}
