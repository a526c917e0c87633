const DAY_MS = 24 * 60 * 60 * 1000;

// How long the site keeps what it keeps: the server enforces these, and the privacy policy
// states them from here, so the two cannot disagree.

/** A session ends after this long unused, and after SESSION_ABSOLUTE_MS in any case. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 180 * DAY_MS;
/** A one-time code works for this long. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/**
 * How long records are kept once they stop serving their purpose; the daily purge removes them
 * after this. Expired sessions and expired one-time codes go at the first purge after expiry.
 */
export const RETENTION_MS = {
  /**
   * Login attempts, code sends, wrong codes and mail counted per recipient: the throttles that
   * read them look back a day at most.
   */
  throttleRecords: DAY_MS,
  /** Email-change undo links, counted from when they expired or were used. */
  endedEmailChangeUndos: 7 * DAY_MS,
  /**
   * An account that never proved its address and has nothing attached (no order, enrolment or
   * review), counted from when proof was first asked: nobody can hold an address for ever.
   */
  unprovedAccounts: 7 * DAY_MS,
  /** Bodies of sent mail; the subject, recipient and dates stay as the record of what was sent. */
  sentMailBodies: 30 * DAY_MS,
} as const;

/** The purge runs once per this, across every instance sharing the database. */
export const PURGE_INTERVAL_MS = DAY_MS;
