import { FREELANCING_PAGES, PROGRAMS } from '../../../../domain/catalogue/programs.ts';
import type { ChoiceGroup } from '../ui/select-field.tsx';

const byName = (names: Iterable<string>) =>
  [...new Set(names)]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: name }));

const programNames = PROGRAMS.map((p) => p.name);

/** Orders name a program as the cart did: by its catalogue name. */
export const ORDER_PROGRAM_CHOICES = byName(programNames);

/** Enquiries name the program the form was about: a program's or a freelancing page's name. */
export const ENQUIRY_PROGRAM_CHOICES: ChoiceGroup[] = [
  { label: 'Programs', choices: ORDER_PROGRAM_CHOICES },
  {
    label: 'Freelancing',
    choices: byName(FREELANCING_PAGES.map((f) => f.name).filter((n) => !programNames.includes(n))),
  },
];

/** Reviews belong to a program by its slug. */
export const REVIEW_PROGRAM_CHOICES = [...PROGRAMS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((p) => ({ value: p.slug, label: p.name }));
