import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { JOIN_OPENS_MINUTES, type LearnerSession } from '../../../domain/learner-space.ts';

/** Timers further off than this are not set: the page will have been read again by then. */
const FURTHEST_MS = 12 * 60 * 60 * 1000;
/** A little after the moment, so that the server's clock has passed it too. */
const MARGIN_MS = 2000;

/**
 * The server sends the meeting link only while joining is open: the page reads the space again
 * when the next session's link is due to appear and when the session ends, and whenever the
 * learner comes back to the tab, so 'Join' shows (and goes) without a reload.
 */
export function useReadAgainAtJoinTimes(session: LearnerSession | null) {
  const { revalidate } = useRevalidator();
  const opensAt = session ? Date.parse(session.starts_at) - JOIN_OPENS_MINUTES * 60_000 : NaN;
  const endsAt = session ? Date.parse(session.ends_at) : NaN;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    const now = Date.now();
    const next = [opensAt, endsAt].find((at) => at > now);
    const delay = next === undefined ? undefined : next - now + MARGIN_MS;
    const timer =
      delay !== undefined && delay < FURTHEST_MS
        ? setTimeout(() => void revalidate(), delay)
        : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
    };
  }, [opensAt, endsAt, revalidate]);
}
