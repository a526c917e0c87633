import { useState } from 'react';

/** The time the screen first drew, to tell past sessions from those to come while it is shown. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
