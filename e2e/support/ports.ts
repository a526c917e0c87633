/**
 * Fixed loopback ports of the end-to-end run: the site, and the SMTP sink with its HTTP view.
 * E2E_PORT_OFFSET moves all three, so that two checkouts can run their browser tests at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  site: 4173 + offset,
  smtp: 4026 + offset,
  mailApi: 4025 + offset,
} as const;
/** Where the e2e server keeps its database and uploads; emptied as the server starts. */
export const E2E_DATA_DIR = 'test-results/e2e-data';
export const E2E_INBOX = 'enquiries@mentora.test';
/** The e2e server's ADMIN_EMAIL: an account signed up with it may moderate reviews. */
export const E2E_ADMIN_EMAIL = 'admin@mentora.test';
/** The e2e server's UPI_PAYEE_ID: production refuses the development placeholder. */
export const E2E_UPI_PAYEE_ID = 'mentora.e2e@okicici';
/**
 * Who the e2e site says it is. The pages carry these, so the server starts through
 * scripts/start.mjs, which rebuilds the pages when a build was made with other values.
 */
export const E2E_IDENTITY = {
  SITE_NAME: 'Mentora',
  SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
  SELLER_ADDRESS: '3rd Floor, 17 Church Street, Bengaluru, Karnataka 560001',
  SUPPORT_EMAIL: 'support@mentora.test',
  SUPPORT_PHONE: '+91 98450 12345',
  SUPPORT_HOURS: 'Mon to Sat, 10 am to 7 pm IST',
  WHATSAPP_NUMBER: '919845012345',
  LINKEDIN_URL: 'https://www.linkedin.com/company/mentora-e2e',
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_EMAIL: 'grievance@mentora.test',
} as const;
