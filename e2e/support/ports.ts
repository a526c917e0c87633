/** Fixed loopback ports of the end-to-end run: the site, and the SMTP sink with its HTTP view. */
export const E2E_PORTS = { site: 4173, smtp: 4026, mailApi: 4025 } as const;
export const E2E_INBOX = 'enquiries@mentora.test';
/** The e2e server's ADMIN_EMAIL: an account signed up with it may moderate reviews. */
export const E2E_ADMIN_EMAIL = 'admin@mentora.test';
/** The e2e server's UPI_PAYEE_ID: production refuses the development placeholder. */
export const E2E_UPI_PAYEE_ID = 'mentora.e2e@okicici';
