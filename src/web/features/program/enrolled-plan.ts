import { useEffect, useState } from 'react';
import type { Enrolment } from '../../../domain/learner-orders.ts';
import { useSession } from '../auth/session.ts';
import { fetchEnrolments } from '../order/order-api.ts';

/**
 * The plan of this program a signed-in learner is enrolled in, if any; read after the page has
 * shown, and only for someone signed in. Not a loader's: the program page is built for everyone
 * (its loader runs at build time), a clientLoader there would hold every visitor's first paint
 * for what only a signed-in learner sees, and a fetcher loads routes, not /api. So this one
 * part asks for it itself; without the answer the plans are offered as to anyone.
 */
export function useEnrolledPlan(programName: string): string | null {
  const session = useSession();
  const learner = session.status === 'signed-in' ? session.profile.id : undefined;
  const [read, setRead] = useState<{ learner: number; enrolments: Enrolment[] } | null>(null);

  useEffect(() => {
    if (learner === undefined) return;
    let current = true;
    void fetchEnrolments().then((result) => {
      if (current && result.ok) setRead({ learner, enrolments: result.data.results });
    });
    return () => {
      current = false;
    };
  }, [learner]);

  // An answer for someone else (signed out, or in as another account since) is no answer.
  if (learner === undefined || read?.learner !== learner) return null;
  return read.enrolments.find((e) => e.program === programName)?.plan ?? null;
}
