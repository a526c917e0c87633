import { CalendarClock, Languages } from 'lucide-react';
import { durationInWords } from '../../../domain/catalogue/upcoming-cohorts.ts';
import type { Program } from '../../../domain/catalogue/programs.ts';

/** How long the program runs and in which languages it is taught, under its overview. */
export function ProgramFacts({ program }: { program: Program }) {
  return (
    <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
      <div className="flex items-center gap-2">
        <CalendarClock aria-hidden className="size-5 shrink-0 text-brand-700" />
        <dt className="sr-only">Duration</dt>
        <dd className="font-semibold text-ink">
          {durationInWords(program.durationWeeks, program.hoursPerWeek)}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <Languages aria-hidden className="size-5 shrink-0 text-brand-700" />
        <dt className="sr-only">Taught in</dt>
        <dd className="font-semibold text-ink">{program.languages.join(', ')}</dd>
      </div>
    </dl>
  );
}
