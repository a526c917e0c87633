import { FREELANCING_PAGES, PROGRAMS } from '../../../../domain/catalogue/programs.ts';
import type { ChoiceGroup } from '../ui/select-field.tsx';

const byName = (names: Iterable<string>) =>
  [...new Set(names)]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: name }));

// Functions, not constants: the catalogue is the one published when the screen draws.

/** Orders name a program as the cart did: by its catalogue name. */
export const orderProgramChoices = () => byName(PROGRAMS.map((p) => p.name));

/** Enquiries name the program the form was about: a program's or a freelancing page's name. */
export function enquiryProgramChoices(): ChoiceGroup[] {
  const programNames = PROGRAMS.map((p) => p.name);
  return [
    { label: 'Programs', choices: byName(programNames) },
    {
      label: 'Freelancing',
      choices: byName(
        FREELANCING_PAGES.map((f) => f.name).filter((n) => !programNames.includes(n)),
      ),
    },
  ];
}

/** Reviews, cohorts and offers name a program by its slug. */
export const programSlugChoices = () =>
  [...PROGRAMS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ value: p.slug, label: p.name }));
