/**
 * The Terms of use and the Privacy policy, as data: their texts live in content/site/terms.json
 * and privacy.json, with the phrases both fill in from the business's identity in legal.json.
 * Paragraphs may hold links written `[label](/path)`. Every period and recipient named there is
 * what the code does: retention periods come from src/domain/retention.ts, the business from the
 * configured identity.
 */
import {
  contactByContactPage,
  contactByEmail,
  grievanceOfficer,
  reachByContactPage,
  reachByEmail,
  registeredOffice,
  updated,
} from '../../../content/site/legal.json';
import privacy from '../../../content/site/privacy.json';
import terms from '../../../content/site/terms.json';
import {
  CODE_TTL_MS,
  RETENTION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../domain/retention.ts';
import type { SiteIdentity } from '../../domain/site-identity.ts';
import { fillPlaceholders, type PlaceholderValues } from './fill-placeholders.ts';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

export const LEGAL_UPDATED = updated;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long the site keeps what it keeps, in the units the privacy policy states them in. */
const RETENTION = {
  sessionIdleDays: Math.round(SESSION_IDLE_MS / DAY_MS),
  sessionAbsoluteDays: Math.round(SESSION_ABSOLUTE_MS / DAY_MS),
  codeTtlMinutes: Math.round(CODE_TTL_MS / MINUTE_MS),
  throttleRecordHours: Math.round(RETENTION_MS.throttleRecords / HOUR_MS),
  emailChangeUndoDays: Math.round(RETENTION_MS.endedEmailChangeUndos / DAY_MS),
  unprovedAccountDays: Math.round(RETENTION_MS.unprovedAccounts / DAY_MS),
  sentMailBodyDays: Math.round(RETENTION_MS.sentMailBodies / DAY_MS),
};

/** Who the business is, in the words both documents use. */
function parties(identity: SiteIdentity) {
  const business = identity.legalName ?? identity.siteName;
  const officer = identity.grievance.officerName ?? grievanceOfficer;
  const { email } = identity.grievance;
  const reach = email
    ? fillPlaceholders(reachByEmail, { officer, email })
    : fillPlaceholders(reachByContactPage, { officer });
  return { siteName: identity.siteName, business, officer, reach };
}

function legalDocument(
  document: Omit<LegalDocument, 'updated'>,
  values: PlaceholderValues,
): LegalDocument {
  const { title, lead, sections } = fillPlaceholders(document, values);
  return { title, lead, updated, sections };
}

export function privacyPolicy(identity: SiteIdentity): LegalDocument {
  // The sentence on the office follows another in the same paragraph, or is left out.
  const office = identity.address
    ? ` ${fillPlaceholders(registeredOffice, { address: identity.address })}`
    : '';
  return legalDocument(privacy, {
    ...parties(identity),
    ...RETENTION,
    registeredOffice: office,
  });
}

export function termsOfUse(identity: SiteIdentity): LegalDocument {
  const contact = identity.supportEmail
    ? fillPlaceholders(contactByEmail, { email: identity.supportEmail })
    : contactByContactPage;
  return legalDocument(terms, { ...parties(identity), contact });
}
