import { useCallback, useEffect, useState } from 'react';
import type { Mentoring } from '../../../domain/mentoring/bookings.ts';
import { failureMessage } from '../../api/client.ts';
import { fetchMentoring } from './mentoring-api.ts';

/** The learner's one-to-one sessions of a program, read when the card shows and on `reload`. */
export function useMentoring(program: string) {
  const [mentoring, setMentoring] = useState<Mentoring | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void fetchMentoring(program).then((result) => {
      if (!current) return;
      if (result.ok) {
        setMentoring(result.data);
        setError(null);
      } else {
        setError(failureMessage(result, 'Your one-to-one sessions could not be loaded.'));
      }
    });
    return () => {
      current = false;
    };
  }, [program, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { mentoring, error, reload, replace: setMentoring };
}
