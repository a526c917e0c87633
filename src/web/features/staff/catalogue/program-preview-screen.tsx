import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogueProgram } from '../../../../domain/catalogue/live-catalogue.ts';
import type { Mentor } from '../../../../domain/catalogue/mentor-file.ts';
import type { Program } from '../../../../domain/catalogue/programs.ts';
import { CheckList } from '../../../components/check-list.tsx';
import { ProgramArtwork } from '../../../components/program-artwork.tsx';
import { PROGRAM_PAGE } from '../../../content/program-page-copy.ts';
import { MentorList } from '../../program/mentor-list.tsx';
import { ProgramFacts } from '../../program/program-facts.tsx';
import { Syllabus } from '../../program/syllabus.tsx';
import { StaffPage } from '../layout/staff-page.tsx';
import { programPath } from './catalogue-paths.ts';
import { PlanCardPreview } from './plan-card-preview.tsx';

/**
 * What ProgramFacts reads of a program: its duration and languages. The rest of a site's
 * Program (its place in menus, its prices as published) is not the draft's to say.
 */
function factsOf(program: CatalogueProgram): Program {
  const facts: Pick<Program, 'durationWeeks' | 'hoursPerWeek' | 'languages'> = program;
  return facts as Program;
}

/** The frame of the preview, for its loading failure too. */
export function PreviewPlaceholder({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <StaffPage
      title="Preview: not published"
      back={{ to: programPath(slug), label: 'Back to the editor' }}
    >
      {children}
    </StaffPage>
  );
}

/**
 * The draft as the program's page would show it once published, drawn with the page's own
 * parts: overview, facts, artwork, outcomes, syllabus, mentors and the plans' cards at the
 * draft's prices. `mentors` are the published profiles of those it names.
 */
export function ProgramPreviewScreen({
  program,
  drafted,
  mentors,
}: {
  program: CatalogueProgram;
  /** Whether a draft is waiting: without one, the page is shown as the site has it. */
  drafted: boolean;
  mentors: readonly Mentor[];
}) {
  const label = drafted ? 'Preview: not published' : 'Preview: as published';
  const missing = program.mentors.filter((slug) => !mentors.some((m) => m.slug === slug));
  return (
    <StaffPage
      title={label}
      back={{ to: programPath(program.slug), label: 'Back to the editor' }}
      intro={
        drafted
          ? `${program.name} as its page would show it with the saved draft published. Learners see the page as it is on the site until then.`
          : `No draft is waiting: ${program.name} as its page shows it now.`
      }
    >
      {!program.listed ? (
        <p className="text-muted">
          The program is unlisted: the site leaves it out of its lists and does not sell it until it
          is listed.
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className="text-muted">
          Not shown, for want of a published profile: {missing.join(', ')}. The program cannot be
          published until their profiles are.
        </p>
      ) : null}
      <article
        aria-label={`Preview of ${program.name}`}
        className="overflow-hidden rounded-card border-2 border-dashed border-accent-300 bg-white"
      >
        <p className="bg-accent-100 px-4 py-2 text-sm font-bold text-accent-700">{label}</p>
        <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:px-8">
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
            {program.category}
          </p>
          <h2 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
            {program.name}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted">{program.overview}</p>
          <ProgramFacts program={factsOf(program)} />
          <ProgramArtwork program={program} framed className="mt-8 max-w-xl" />
          <h3 className="mt-10 text-xl font-bold text-brand-950">What you will be able to do</h3>
          <CheckList items={program.outcomes} className="mt-4 grid gap-3 sm:grid-cols-2" />
        </section>
        <section className="px-4 py-10 sm:px-8">
          <h3 className="text-3xl font-extrabold tracking-tight text-brand-950">Syllabus</h3>
          <p className="mt-2 mb-8 text-muted">
            {program.syllabus.length} modules, from the foundations to a capstone project for your
            portfolio.
          </p>
          <Syllabus modules={program.syllabus} />
        </section>
        <section className="px-4 pb-10 sm:px-8">
          <h3 className="text-3xl font-extrabold tracking-tight text-brand-950">Your mentors</h3>
          <MentorList mentors={mentors} />
        </section>
        <section className="px-4 pb-10 sm:px-8">
          <h3 className="text-3xl font-extrabold tracking-tight text-brand-950">
            {PROGRAM_PAGE.plansHeading}
          </h3>
          <p className="mt-2 mb-8 max-w-2xl text-muted">{PROGRAM_PAGE.plansBody}</p>
          <PlanCardPreview plans={program.plans} />
        </section>
      </article>
      <Link
        to={programPath(program.slug)}
        className="self-start font-semibold text-brand-700 hover:underline"
      >
        Back to the editor
      </Link>
    </StaffPage>
  );
}
