/**
 * The skeleton of a text (Unicode TR39, section 4): what it looks like, with letters that pass
 * for one another folded to one letter, so that two names that look alike have one skeleton.
 *
 * The table is a small part of TR39's confusables.txt (https://www.unicode.org/Public/security/
 * latest/confusables.txt): the Cyrillic, Greek and Latin letters that pass for the basic Latin
 * ones in reserved names. Full-width and mathematical letters need no rows: NFKC folds them
 * first. The whole file (6,000+ rows) is not shipped because the same check runs in the browser
 * (signup, profile and review forms), and the npm packages that carry it weigh about 100 kB.
 *
 * Unlike TR39, which compares case and all, the skeleton here is for case-insensitive names: it
 * lowercases first, so the rows map the lowercase form of each look-alike capital (Cyrillic 'М'
 * becomes 'м', mapped to 'm'), and it drops accents, since 'Àdmin' passes for 'Admin' too.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters outside ASCII
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ʏ: 'y',
  ᴅ: 'd',
};

/** Then, among basic Latin letters, digits and signs, the ones that pass for each other. */
const LATIN_FOLDS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '|': 'l',
  // TR39 folds 'I' to 'l'; lowercased first, 'I' is 'i' here, so 'i' takes its place.
  i: 'l',
  // TR39: 'm' passes for 'rn'.
  m: 'rn',
};

/** The text's skeleton: compare two skeletons to know whether two texts look alike. */
export function skeleton(text: string): string {
  const plain = text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let folded = '';
  for (const char of plain) {
    const latin = LOOK_ALIKES[char] ?? char;
    folded += LATIN_FOLDS[latin] ?? latin;
  }
  return folded;
}
