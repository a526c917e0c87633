import { skeleton } from './confusables.ts';

/**
 * Names that would pass for the site speaking: nobody may sign or review as them, nor as any
 * run of them ('Support Team', 'Mentora Official Support'), nor as a look-alike of one (Cyrillic
 * 'Аdmin', 'Ad-Min', 'S U P P O R T', 'adm1n'): names are compared by their skeletons.
 */
const ROLE_WORDS = [
  'admin',
  'administrator',
  'staff',
  'support',
  'root',
  'owner',
  'moderator',
  'team',
  'official',
  'help',
  'helpdesk',
  'desk',
  'service',
  'care',
  'customer',
  'system',
  'security',
  'billing',
  'the',
];

/** SITE_NAME's default; the configured one is added by reserveSiteName. */
const siteNames = new Set(['Mentora']);

/**
 * The schemas that check names are shared constants of the browser and the server, built before
 * either has read its configuration: each adds its SITE_NAME here once it knows it (the server
 * when it builds the app, the pages from the build's public configuration).
 */
export function reserveSiteName(siteName: string): void {
  siteNames.add(siteName);
}

const words = (text: string) =>
  skeleton(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether a name is, or looks like, one the site speaks under. Its letters decide, with the
 * digits that end a word or all digits left out ('0' may stand for 'o', so the name as typed is
 * judged too): 'Mentora2', 'Supp0rt1' and 'Ad2min' pass for the site, 'Asha Rao 2' is a person.
 */
export function isReservedName(name: string): boolean {
  const spellings = [
    name,
    name.replace(/\p{N}+(?![\p{L}\p{N}])/gu, ''),
    name.replace(/\p{N}/gu, ''),
  ];
  return spellings.some(isReservedWording);
}

function isReservedWording(name: string): boolean {
  const nameWords = words(name);
  const compact = nameWords.join('');
  if (!compact) return false;
  const sites = [...siteNames].map(words).filter((w) => w.length > 0);
  const spaced = ` ${nameWords.join(' ')} `;
  // The site's name anywhere among the words: 'Mentora Helpline', 'Priya at Mentora'.
  if (sites.some((site) => spaced.includes(` ${site.join(' ')} `))) return true;
  // Made only of the site's name and role words, however spaced: 'MentoraTeam', 'Ad-min'.
  const vocabulary = [...ROLE_WORDS.map(skeleton), ...sites.map((site) => site.join(''))];
  return new RegExp(`^(?:${vocabulary.join('|')})+$`, 'u').test(compact);
}
