/**
 * The console's search finds what staff type anywhere in a record from three characters on: its
 * index holds every run of three characters (trigrams), and has nothing to look up for fewer.
 * One or two characters would match most of a year's records anywhere (every enquiry's message
 * holds 'de'), and finding or counting them meant reading every row. So a shorter search finds
 * only what starts with it: a word of a name, an email address or a phone number, which an
 * index of each record's starts can answer (server/repositories/staff/text-search.ts).
 */
export const ANYWHERE_FROM = 3;

/** Whether `text` (as the list's query holds it, trimmed) is searched for at starts only. */
export function isShortSearch(text: string): boolean {
  return [...text].length < ANYWHERE_FROM;
}

/** Said under the search box after a short search: what it found, and how to find more. */
export function shortSearchNote(text: string): string {
  return `Showing names with a word that starts with “${text}”, and emails and phone numbers that start with it. Type ${ANYWHERE_FROM} or more characters to search anywhere.`;
}
