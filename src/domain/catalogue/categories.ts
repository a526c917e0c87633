/** The home page's category picker, in the order it shows them. */
export const CATEGORIES = [
  'Technology',
  'Programming Language',
  'Business',
  'Medical',
  'Design',
  'Mechanics',
  'Freelancing',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The categories a program belongs to; 'Freelancing' lists the programs' service pages. */
export const PROGRAM_CATEGORIES = CATEGORIES.filter(
  (c): c is Exclude<Category, 'Freelancing'> => c !== 'Freelancing',
);
