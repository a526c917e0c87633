import { Award, Briefcase, Clock, Infinity as InfinityIcon, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../domain/catalogue/plans.ts';
import { POPULAR_PROGRAMS, PROGRAMS } from '../../domain/catalogue/programs.ts';
import { buttonClass } from '../components/button.tsx';
import { FaqList } from '../components/faq-list.tsx';
import {
  homeFaqs,
  FEATURED_INTRO,
  HERO,
  programCount,
  startLearning,
  WHY_CHOOSE_US,
  type Feature,
} from '../content/site-copy.ts';
import { programTexts } from '../content/program-texts.ts';
import { SignupInvite } from '../features/auth/signup-invite.tsx';
import { CategoryTabs } from '../features/home/category-tabs.tsx';
import { pageMeta } from '../lib/meta.ts';
import { organizationJsonLd } from '../lib/organization-json-ld.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import type { Route } from './+types/home';

const HERO_IMAGE = '/images/hero.svg';

export const meta = () =>
  pageMeta(
    'Expert-led online mentorship programs',
    `Learn live and online with industry mentors: ${programCount()} programs with real portfolio projects, lifetime access and a verified digital certificate.`,
    {
      path: '/',
      heroImage: HERO_IMAGE,
      jsonLd: { '@context': 'https://schema.org', ...organizationJsonLd() },
    },
  );

/**
 * On the server: the popular classes' blurbs as published, so that they stay out of the
 * JavaScript; content/ when there is no published catalogue to read.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.get(pageFactsContext).catalogue();
  const blurbs = catalogue
    ? catalogue.programs.flatMap((p) => (p.listed && p.popular ? [[p.slug, p.popular.blurb]] : []))
    : POPULAR_PROGRAMS.map((p) => [p.slug, programTexts(p.slug).popularBlurb]);
  return { blurbs: Object.fromEntries(blurbs) as Record<string, string> };
}

/** Facts the catalogue itself shows: no learner counts the provider could not back. */
const heroFacts = () => [
  { value: String(PROGRAMS.length), label: 'Mentorship programs' },
  { value: String(PLANS.length), label: 'Plans to choose from' },
  { value: 'UPI', label: 'Pay from any bank app' },
];

const ICONS: Record<Feature['icon'], typeof Video> = {
  video: Video,
  infinity: InfinityIcon,
  award: Award,
  users: Users,
  briefcase: Briefcase,
  clock: Clock,
};

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-muted">{intro}</p> : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blurbs } = loaderData;
  return (
    <>
      <SignupInvite />
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
              {HERO.badge}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
              {HERO.title} <span className="text-brand-700">{HERO.highlight}</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{HERO.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/programs" className={buttonClass.primary}>
                Discover more
              </Link>
              <Link to="/contact" className={buttonClass.secondary}>
                Talk to an advisor
              </Link>
            </div>
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
              {heroFacts().map((stat) => (
                <div key={stat.label}>
                  <dt className="text-sm text-muted">{stat.label}</dt>
                  <dd className="text-2xl font-extrabold text-brand-900">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            src={HERO_IMAGE}
            alt="A learner at a laptop in a live video session with a mentor"
            width="560"
            height="460"
            fetchPriority="high"
            className="mx-auto w-full max-w-lg"
          />
        </div>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="featured" title="Featured Online Programs" intro={FEATURED_INTRO} />
        <div className="mt-8">
          <CategoryTabs />
        </div>
      </section>

      <section aria-labelledby="popular" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="popular" title="Our Popular Classes" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {POPULAR_PROGRAMS.map((program) => {
            return (
              <li
                key={program.slug}
                className="flex gap-4 rounded-card border border-line bg-white p-4 shadow-card"
              >
                <img
                  src={program.image}
                  alt=""
                  width="96"
                  height="62"
                  loading="lazy"
                  className="h-16 w-24 shrink-0 rounded-lg object-cover"
                />
                <div>
                  <h3 className="font-bold text-brand-950">{program.name}</h3>
                  <p className="mt-1 text-sm text-muted">{blurbs[program.slug]}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="start" className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-6 rounded-card bg-brand-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div className="max-w-xl">
            <h2 id="start" className="text-3xl font-extrabold">
              {startLearning().heading}
            </h2>
            <p className="mt-3 text-brand-100">{startLearning().body}</p>
          </div>
          <Link
            to="/programs"
            className="shrink-0 rounded-control bg-accent-400 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-300"
          >
            {startLearning().cta}
          </Link>
        </div>
      </section>

      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="why" title={WHY_CHOOSE_US.heading} intro={WHY_CHOOSE_US.intro} />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li
                key={feature.title}
                className="rounded-card border border-line bg-white p-6 shadow-card"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 font-bold text-brand-950">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{feature.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="faq" className="bg-surface py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2
            id="faq"
            className="text-center text-3xl font-extrabold tracking-tight text-brand-950"
          >
            Frequently asked questions
          </h2>
          <div className="mt-8">
            <FaqList faqs={homeFaqs()} />
          </div>
        </div>
      </section>
    </>
  );
}
