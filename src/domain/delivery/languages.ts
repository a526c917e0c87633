/** The languages a cohort can be taught in; a cohort stores the English name. */
export const TEACHING_LANGUAGES = [
  'English',
  'Hindi',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Bengali',
  'Marathi',
] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** How each language reads on a page: its English name, then its own where it differs. */
export const LANGUAGE_LABELS: Record<TeachingLanguage, string> = {
  English: 'English',
  Hindi: 'Hindi (हिन्दी)',
  Tamil: 'Tamil (தமிழ்)',
  Telugu: 'Telugu (తెలుగు)',
  Kannada: 'Kannada (ಕನ್ನಡ)',
  Malayalam: 'Malayalam (മലയാളം)',
  Bengali: 'Bengali (বাংলা)',
  Marathi: 'Marathi (मराठी)',
};

export const isTeachingLanguage = (value: string): value is TeachingLanguage =>
  (TEACHING_LANGUAGES as readonly string[]).includes(value);
