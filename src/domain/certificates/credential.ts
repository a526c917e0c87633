/**
 * A certificate as an Open Badges 3.0 credential (1EdTech, https://www.imsglobal.org/spec/ob/v3p0/)
 * in the W3C Verifiable Credentials Data Model 2.0 (https://www.w3.org/TR/vc-data-model-2.0/).
 * Pure: the server signs what this builds, and the verifier reads it back.
 */

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** What the issuer says of itself in every credential. */
export interface CredentialIssuer {
  /** did:web of the site, resolved to /.well-known/did.json. */
  id: string;
  name: string;
  /** The site's address. */
  url: string;
}

/** A certificate as it was issued (the columns of `certificates` a credential shows). */
export interface CertificateFacts {
  number: string;
  learnerName: string;
  /** The program's name, e.g. 'Python'. */
  programName: string;
  /** Its page, e.g. '/python'. */
  programPath: string;
  /** As sold, e.g. 'Pro Plan'. */
  plan: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  statusIndex: number;
}

/**
 * did:web of a site (https://w3c-ccg.github.io/did-method-web/): its host, a port written %3A.
 * The DID document is then served at <origin>/.well-known/did.json.
 */
export function didWebOf(origin: string): string {
  return `did:web:${new URL(origin).host.replace(':', '%3A')}`;
}

export const certificatePagePath = (number: string) => `/certificates/${number}`;

/** The achievement's name: what the learner completed, as LinkedIn and the page name it too. */
export const achievementName = (facts: Pick<CertificateFacts, 'programName' | 'plan'>) =>
  `${facts.programName} (${facts.plan})`;

/**
 * The unsigned OpenBadgeCredential. Its id is the certificate's public page; the learner is named
 * by an IdentityObject (identityType 'name', unhashed), since the AchievementSubject of OB 3.0
 * has no `name` of its own and the learner has no identifier to publish.
 */
export function openBadgeCredential(
  facts: CertificateFacts,
  issuer: CredentialIssuer,
  statusListUrl: string,
) {
  const origin = issuer.url.replace(/\/$/, '');
  const name = achievementName(facts);
  return {
    '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `${origin}${certificatePagePath(facts.number)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${name} certificate of completion`,
    issuer: { id: issuer.id, type: ['Profile'], name: issuer.name, url: origin },
    validFrom: facts.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: facts.learnerName,
        },
      ],
      achievement: {
        // One achievement per program and plan, shared by everyone who completes it.
        id: `${origin}${facts.programPath}#certificate-${planSlug(facts.plan)}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name,
        description: `Completion of the ${facts.programName} mentorship program on the ${facts.plan} at ${issuer.name}.`,
        criteria: {
          narrative: `Complete the ${facts.programName} program as ${issuer.name} requires: its modules, its final project and, in a cohort, its live sessions. ${issuer.name} checks each learner before issuing the certificate.`,
        },
      },
    },
    credentialStatus: {
      id: `${statusListUrl}#${facts.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.statusIndex),
      statusListCredential: statusListUrl,
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

const planSlug = (plan: string) =>
  plan
    .toLowerCase()
    .replace(/\bplan\b/, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-');
