import { cohortInstance, selfPacedInstance } from '../../domain/catalogue/course-instances.ts';
import type { Mentor } from '../../domain/catalogue/mentor-file.ts';
import { PLANS, rupeesToPaiseOf } from '../../domain/catalogue/plans.ts';
import {
  cohortCards,
  programPageIn,
  programRedirect,
  type CohortCard,
  type PlanCard,
  type ProgramPage,
} from '../../domain/catalogue/program-page.ts';
import { shareImagePath } from '../../domain/catalogue/share-images.ts';
import type { ProgramTexts } from '../../domain/catalogue/program-file.ts';
import { findProgram, type Program } from '../../domain/catalogue/programs.ts';
import type { ProgramRating as Rating } from '../../domain/ratings.ts';
import type { ReviewPage } from '../../domain/reviews.ts';
import { CheckList } from '../components/check-list.tsx';
import { hydrateEveryPart, later } from '../components/hydrate-later.tsx';
import { ProgramArtwork } from '../components/program-artwork.tsx';
import { ProgramRating } from '../components/program-rating.tsx';
import { PROGRAM_PAGE } from '../content/program-page-copy.ts';
import { programMentors } from '../content/program-mentors.ts';
import { programTexts } from '../content/program-texts.ts';
import { MentorList } from '../features/program/mentor-list.tsx';
import { NextCohorts } from '../features/program/next-cohorts.tsx';
import { PlanCards } from '../features/program/plan-cards.tsx';
import { loadEnrolment } from '../features/program/program-enrolment.ts';
import { PlansBar } from '../features/program/plans-bar.tsx';
import { ProgramFacts } from '../features/program/program-facts.tsx';
import { Syllabus } from '../features/program/syllabus.tsx';
import { notFoundMeta, pageMeta } from '../lib/meta.ts';
import { organizationJsonLd } from '../lib/organization-json-ld.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/program';
import { NotFoundBoundary } from '../components/not-found-boundary.tsx';

// The page's two heaviest parts (react-hook-form, the reviews) hydrate when they near the screen.
const ProgramEnquiryForm = later('enquiry', () =>
  import('../features/enquiry/program-enquiry-form.tsx').then((m) => m.ProgramEnquiryForm),
);
const ProgramReviews = later('reviews', () =>
  import('../features/reviews/program-reviews.tsx').then((m) => m.ProgramReviews),
);

/**
 * The program as content/ holds it, when there is no published catalogue to read (a component
 * test; `npm run dev` while its API server is not up); the server always hands the published one.
 */
function pageFromFiles(slug: string): ProgramPage | undefined {
  const program = findProgram(slug);
  if (!program || program.slug !== slug) return undefined;
  const texts = programTexts(program.slug);
  return {
    program: { ...program, ...texts },
    mentors: programMentors(texts.mentors),
    plans: PLANS.map((plan) => ({ ...plan, pricePaise: rupeesToPaiseOf(plan) })),
    markedMostChosen: null,
  };
}

const NO_REVIEWS: ReviewPage = { results: [], count: 0 };

interface CourseFacts {
  mentors: readonly Mentor[];
  plans: readonly PlanCard[];
  cohorts: readonly CohortCard[];
  rating: Rating | undefined;
}

function courseJsonLd(
  program: Program & ProgramTexts,
  { mentors, plans, cohorts, rating }: CourseFacts,
) {
  const url = publicOrigin() + program.path;
  const instructors = mentors.map((m) => m.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: `${program.name} mentorship program`,
    description: program.overview,
    url,
    image: publicOrigin() + shareImagePath(program.slug),
    inLanguage: 'en-IN',
    provider: organizationJsonLd(),
    hasCourseInstance: [
      // A cohort's own mentors where their profiles name them, else the program's.
      ...cohorts.map((c) =>
        cohortInstance(c.cohort, c.timetable, program, c.mentors.length ? c.mentors : instructors),
      ),
      selfPacedInstance(program, instructors),
    ],
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: (plan.pricePaise / 100).toFixed(2),
      priceCurrency: 'INR',
      category: 'Paid',
      url,
    })),
    // Only what its published reviews give now: never a figure without reviews.
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average.toFixed(1),
        reviewCount: rating.count,
        bestRating: '5',
        worstRating: '1',
      },
    }),
  };
}

/**
 * Runs on the server, for the page and for its data after an in-app navigation (/python.data):
 * the program's texts go into its HTML, not into the JavaScript every program page downloads,
 * with its upcoming cohorts, its rating and its most chosen plan as they are now.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\.data$/, '').replace(/^\/|\/$/g, '');
  const facts = context.get(pageFactsContext);
  const [catalogue, cohorts, rating, chosenByOrders, reviews] = await Promise.all([
    facts.catalogue(),
    facts.cohorts(slug),
    facts.rating(slug),
    facts.mostChosen(slug),
    facts.reviews(slug),
  ]);
  const moved = catalogue && programRedirect(catalogue, slug);
  if (moved) throw redirect(moved, 301);
  const page = catalogue ? programPageIn(catalogue, slug) : pageFromFiles(slug);
  if (!page) throw data(null, { status: 404 });
  // The owner's mark, or else the plan paid orders chose most once one leads: never a guess.
  const mostChosen = page.markedMostChosen ?? chosenByOrders ?? null;
  return {
    ...page,
    cohorts: cohortCards(cohorts, catalogue),
    rating,
    mostChosen,
    // Unread (the database did not answer), the list shows as empty: the spec's rule.
    reviews: reviews ?? NO_REVIEWS,
  };
}

/**
 * In the browser, beside the page's data: the signed-in learner's enrolment in the program, which
 * the cards and the phone's bar show instead of 'Add Cart'. As the page hydrates the built page
 * shows at once, as to anyone, and the enrolment follows: React draws it once the page's later
 * parts have hydrated, so an enrolled learner's page asks for them at once.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [page, enrolment] = await Promise.all([serverLoader(), loadEnrolment(params.program)]);
  if (enrolment) hydrateEveryPart();
  return { ...page, enrolment };
}
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const program = loaderData?.program;
  if (!program) return notFoundMeta();
  return pageMeta(`${program.name} online mentorship program`, program.overview, {
    path: program.path,
    image: shareImagePath(program.slug),
    imageAlt: `${program.name} mentorship program: ${program.imageAlt}`,
    heroImage: program.image,
    jsonLd: courseJsonLd(program, loaderData),
  });
};

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, mentors, plans, cohorts, mostChosen, reviews } = loaderData;
  // Not there while the page is drawn as it was built: then the plans are offered as to anyone.
  const enrolment = 'enrolment' in loaderData ? loaderData.enrolment : null;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              {program.category}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
              {program.name}
            </h1>
            {/* A box of fixed height: the figure arrives after load and moves nothing. */}
            <div className="mt-3 flex h-6 items-center">
              <ProgramRating slug={program.slug} />
            </div>
            <p className="mt-5 text-lg leading-relaxed text-muted">{program.overview}</p>
            <ProgramFacts program={program} />
            <ProgramArtwork program={program} framed load="priority" className="mt-8" />
            <h2 className="mt-10 text-xl font-bold text-brand-950">What you will be able to do</h2>
            <CheckList items={program.outcomes} className="mt-4 grid gap-3 sm:grid-cols-2" />
          </div>
          <aside
            aria-labelledby="enquiry-heading"
            className="self-start rounded-card border border-line bg-white p-6 shadow-raised lg:sticky lg:top-24"
          >
            <h2 id="enquiry-heading" className="text-xl font-bold text-brand-950">
              {PROGRAM_PAGE.enquiryHeading}
            </h2>
            <p className="mt-2 mb-5 text-sm text-muted">{PROGRAM_PAGE.enquiryBody}</p>
            <ProgramEnquiryForm program={program.name} />
          </aside>
        </div>
      </section>

      <section aria-labelledby="next-cohorts" className="mx-auto max-w-6xl px-4 pt-14">
        <h2 id="next-cohorts" className="text-3xl font-extrabold tracking-tight text-brand-950">
          Next cohorts
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Learn live with a cohort on a weekly schedule, or start self-paced today.
        </p>
        <NextCohorts cohorts={cohorts} />
      </section>

      <section aria-labelledby="syllabus" className="below-fold mx-auto max-w-4xl px-4 py-14">
        <h2 id="syllabus" className="text-3xl font-extrabold tracking-tight text-brand-950">
          Syllabus
        </h2>
        <p className="mt-2 mb-8 text-muted">
          {program.syllabus.length} modules, from the foundations to a capstone project for your
          portfolio.
        </p>
        <Syllabus modules={program.syllabus} />
      </section>

      <section aria-labelledby="mentors" className="below-fold mx-auto max-w-6xl px-4 pb-14">
        <h2 id="mentors" className="text-3xl font-extrabold tracking-tight text-brand-950">
          Your mentors
        </h2>
        <MentorList mentors={mentors} />
      </section>

      <section aria-labelledby="certificates" className="below-fold bg-surface py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="certificates" className="text-3xl font-extrabold tracking-tight text-brand-950">
            {PROGRAM_PAGE.certificatesHeading}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{PROGRAM_PAGE.certificatesBody}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {[
              ['certificate-completion', 'Sample certificate of completion'],
              ['certificate-excellence', 'Sample certificate of excellence'],
            ].map(([file, alt]) => (
              <img
                key={file}
                src={`/images/certificates/${file}.svg`}
                alt={alt}
                width="640"
                height="452"
                loading="lazy"
                className="w-full rounded-card border border-line bg-white shadow-card"
              />
            ))}
          </div>
        </div>
      </section>

      <section
        id="plans-section"
        aria-labelledby="plans"
        className="mx-auto max-w-6xl scroll-mt-16 px-4 py-14"
      >
        <h2 id="plans" className="text-3xl font-extrabold tracking-tight text-brand-950">
          {PROGRAM_PAGE.plansHeading}
        </h2>
        <p className="mt-2 mb-8 max-w-2xl text-muted">{PROGRAM_PAGE.plansBody}</p>
        <PlanCards
          programName={program.name}
          plans={plans}
          mostChosen={mostChosen}
          enrolment={enrolment}
        />
      </section>

      <section aria-labelledby="reviews" className="below-fold mx-auto max-w-6xl px-4 pb-16">
        <h2 id="reviews" className="text-3xl font-extrabold tracking-tight text-brand-950">
          {PROGRAM_PAGE.reviewsHeading}
        </h2>
        <ProgramReviews key={program.slug} program={program.slug} first={reviews} />
      </section>
      <PlansBar
        plansId="plans-section"
        program={program}
        plans={plans}
        enrolled={enrolment !== null}
      />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
