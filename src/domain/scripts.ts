/**
 * The writing systems (Unicode scripts) of a text, judged as Unicode TR39 section 5 does for
 * identifiers: https://www.unicode.org/reports/tr39/#Restriction_Level_Detection.
 */

/**
 * The scripts in common use today (UAX 31, table 4, "Recommended Scripts"), each matched through
 * Script_Extensions so that a sign two scripts share (the Devanagari danda of Bengali, the
 * Japanese long-vowel mark of both kana) counts for each of them.
 */
const RECOMMENDED = {
  Arabic: /\p{scx=Arab}/u,
  Armenian: /\p{scx=Armn}/u,
  Bengali: /\p{scx=Beng}/u,
  Bopomofo: /\p{scx=Bopo}/u,
  Cyrillic: /\p{scx=Cyrl}/u,
  Devanagari: /\p{scx=Deva}/u,
  Ethiopic: /\p{scx=Ethi}/u,
  Georgian: /\p{scx=Geor}/u,
  Greek: /\p{scx=Grek}/u,
  Gujarati: /\p{scx=Gujr}/u,
  Gurmukhi: /\p{scx=Guru}/u,
  Han: /\p{scx=Hani}/u,
  Hangul: /\p{scx=Hang}/u,
  Hebrew: /\p{scx=Hebr}/u,
  Hiragana: /\p{scx=Hira}/u,
  Kannada: /\p{scx=Knda}/u,
  Katakana: /\p{scx=Kana}/u,
  Khmer: /\p{scx=Khmr}/u,
  Lao: /\p{scx=Laoo}/u,
  Latin: /\p{scx=Latn}/u,
  Malayalam: /\p{scx=Mlym}/u,
  Myanmar: /\p{scx=Mymr}/u,
  Oriya: /\p{scx=Orya}/u,
  Sinhala: /\p{scx=Sinh}/u,
  Tamil: /\p{scx=Taml}/u,
  Telugu: /\p{scx=Telu}/u,
  Thaana: /\p{scx=Thaa}/u,
  Thai: /\p{scx=Thai}/u,
  Tibetan: /\p{scx=Tibt}/u,
} as const;
type Script = keyof typeof RECOMMENDED;

const SCRIPTS = Object.keys(RECOMMENDED) as Script[];
/** A set of scripts as bits, one per script of SCRIPTS (29 of them: they fit in 32 bits). */
const setOf = (scripts: readonly Script[]) =>
  scripts.reduce((set, script) => set | (1 << SCRIPTS.indexOf(script)), 0);

/** Digits, punctuation, symbols and combining marks: any script writes them. */
const SHARED = /[\p{scx=Zyyy}\p{scx=Zinh}]/u;

/** The scripts a character is written in (0: none in common use); undefined when any may. */
function scriptsOf(char: string): number | undefined {
  if (SHARED.test(char)) return undefined;
  return SCRIPTS.reduce(
    (set, script, bit) => (RECOMMENDED[script].test(char) ? set | (1 << bit) : set),
    0,
  );
}

/**
 * The mixtures TR39's "Highly Restrictive" level allows besides one script: the ways Japanese,
 * Chinese and Korean are written, with Latin letters among them.
 */
const WRITING_SYSTEMS = [
  setOf(['Latin', 'Han', 'Hiragana', 'Katakana']),
  setOf(['Latin', 'Han', 'Bopomofo']),
  setOf(['Latin', 'Han', 'Hangul']),
];

export type ScriptMix = 'one' | 'mixed' | 'uncommon';

/**
 * Whether the text keeps to one script, or to one of the mixtures above ('one'), mixes scripts
 * otherwise ('mixed': Latin 'adm' with a Cyrillic 'а'), or has a letter of a script not in
 * common use ('uncommon': Cherokee, Lisu and others hold letters drawn like Latin ones).
 */
export function scriptMix(text: string): ScriptMix {
  if (/^[\x20-\x7e]*$/.test(text)) return 'one';
  const sets = [...text].map(scriptsOf).filter((set) => set !== undefined);
  if (sets.includes(0)) return 'uncommon';
  if (sets.reduce((common, set) => common & set, ~0) !== 0) return 'one';
  return WRITING_SYSTEMS.some((system) => sets.every((set) => (set & system) !== 0))
    ? 'one'
    : 'mixed';
}

/** Whether the text has letters, none of them Latin: written wholly in another script. */
export const isWhollyNonLatin = (text: string) =>
  /\p{L}/u.test(text) && !RECOMMENDED.Latin.test(text);
