import { data, useLocation } from 'react-router';
import {
  FREELANCING_PAGES,
  adoptCatalogue,
  catalogueEntries,
  findProgram,
  type FreelancingPage,
} from '../../domain/catalogue/programs.ts';
import { CheckList } from '../components/check-list.tsx';
import { later } from '../components/hydrate-later.tsx';
import { ProgramArtwork } from '../components/program-artwork.tsx';
import { freelancingPageCopy } from '../content/freelancing-page-copy.ts';
import { notFoundMeta, pageMeta } from '../lib/meta.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import { publicConfig } from '../lib/public-config.ts';
import type { Route } from './+types/freelancing';
import { NotFoundBoundary } from '../components/not-found-boundary.tsx';

const FreelancingEnquiryForm = later('enquiry', () =>
  import('../features/enquiry/freelancing-enquiry-form.tsx').then((m) => m.FreelancingEnquiryForm),
);

function pageAt(pathname: string): FreelancingPage | undefined {
  const lower = pathname
    .replace(/\/$/, '')
    .replace(/\.data$/, '')
    .toLowerCase();
  return FREELANCING_PAGES.find((f) => f.path.toLowerCase() === lower);
}

/** A freelancing page the published catalogue has; 404 for any other address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const catalogue = await context.get(pageFactsContext).catalogue();
  if (catalogue) adoptCatalogue(catalogueEntries(catalogue));
  if (!pageAt(new URL(request.url).pathname)) throw data(null, { status: 404 });
  return null;
}

const copyFor = (page: FreelancingPage) =>
  freelancingPageCopy(publicConfig.identity.siteName, page.name);

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageAt(location.pathname);
  if (!page) return notFoundMeta();
  return pageMeta(`${page.name} freelancing services`, copyFor(page).lead, { path: page.path });
};

export default function Freelancing() {
  const page = pageAt(useLocation().pathname)!;
  const program = findProgram(page.programSlug)!;
  const copy = copyFor(page);
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-[1fr_1.3fr]">
      <section aria-labelledby="freelancing-heading">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
        <h1
          id="freelancing-heading"
          className="mt-2 text-4xl font-extrabold tracking-tight text-brand-950"
        >
          {page.name} Freelancing
        </h1>
        <p className="mt-4 text-lg text-muted">{copy.lead}</p>
        <CheckList items={copy.points} className="mt-6 space-y-3" />
        <ProgramArtwork program={program} framed className="mt-8" />
      </section>
      <section
        aria-label="Freelancing enquiry form"
        className="self-start rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h2 className="mb-6 text-xl font-bold text-brand-950">Tell us about the work</h2>
        <FreelancingEnquiryForm program={page.name} />
      </section>
    </div>
  );
}

export const ErrorBoundary = NotFoundBoundary;
