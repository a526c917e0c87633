import {
  cataloguePlans,
  PLAN_NAMES,
  type MentorDocument,
  type PlanDocument,
  type ProgramDocument,
} from '../catalogue/live-catalogue.ts';
import { formatPaise } from '../money.ts';

// What publishing a draft changes on the site, in lines a person reads before confirming:
// 'Pro Plan ₹9,999 → ₹8,999'. Short values are shown before and after; long texts and lists
// are named as changed, since the draft's page and its preview show them whole.

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type ProgramField = Exclude<keyof ProgramDocument, 'plans'>;

/** Each field in words, in the order the editor shows them; `short` ones show both values. */
const PROGRAM_FIELDS: Record<
  ProgramField,
  { label: string; short?: (document: ProgramDocument) => string }
> = {
  name: { label: 'Name', short: (d) => d.name },
  label: { label: 'Card label', short: (d) => d.label },
  category: { label: 'Category', short: (d) => d.category },
  slug: { label: 'Address', short: (d) => `/${d.slug}` },
  tagline: { label: 'Tagline' },
  overview: { label: 'Overview' },
  image: { label: 'Image', short: (d) => d.image },
  imageAlt: { label: 'Image description' },
  outcomes: { label: 'Outcomes' },
  syllabus: { label: 'Syllabus' },
  durationWeeks: { label: 'Duration', short: (d) => `${d.durationWeeks} weeks` },
  hoursPerWeek: { label: 'Hours a week', short: (d) => String(d.hoursPerWeek) },
  languages: { label: 'Languages', short: (d) => d.languages.join(', ') },
  mentors: { label: 'Mentors', short: (d) => d.mentors.join(', ') },
  aliases: { label: 'Other addresses', short: (d) => d.aliases.join(', ') || 'none' },
  popular: {
    label: 'Popular programs',
    short: (d) => (d.popular ? `number ${d.popular.rank}` : 'not listed'),
  },
  freelancing: {
    label: 'Freelancing page',
    short: (d) => (d.freelancing ? `${d.freelancing.path}, number ${d.freelancing.rank}` : 'none'),
  },
  projects: { label: 'Projects' },
  completion: { label: 'Certificate rule' },
  seoTitle: { label: 'Search title' },
  seoDescription: { label: 'Search description' },
};

/** 'Pro Plan ₹9,999 → ₹8,999', and what its card says that it did not, or no longer says. */
function planLines(before: readonly PlanDocument[], after: readonly PlanDocument[]): string[] {
  const oldCards = cataloguePlans(before);
  const lines: string[] = [];
  for (const card of cataloguePlans(after)) {
    const old = oldCards.find((p) => p.id === card.id);
    if (!old) continue;
    const name = PLAN_NAMES[card.id];
    if (old.pricePaise !== card.pricePaise) {
      lines.push(`${name} ${formatPaise(old.pricePaise)} → ${formatPaise(card.pricePaise)}`);
    }
    const added = card.features.filter((line) => !old.features.includes(line));
    const dropped = old.features.filter((line) => !card.features.includes(line));
    if (added.length > 0) lines.push(`${name} card adds: ${added.join('; ')}`);
    if (dropped.length > 0) lines.push(`${name} card drops: ${dropped.join('; ')}`);
    // The same lines from other numbers (a session longer on two tiers at once) still change it.
    if (added.length === 0 && dropped.length === 0 && !same(old.terms, card.terms)) {
      lines.push(`${name}: what it includes changes; its card reads the same`);
    }
  }
  const chosen = (plans: readonly PlanDocument[]) => {
    const plan = plans.find((p) => p.mostChosen);
    return plan ? PLAN_NAMES[plan.id] : 'none';
  };
  if (chosen(before) !== chosen(after)) {
    lines.push(`“Most chosen”: ${chosen(before)} → ${chosen(after)}`);
  }
  return lines;
}

/**
 * What the site would show differently once `draft` is published over `published`: one line a
 * change. Empty for a program never published (all of it is new) and for a draft the same as
 * the site.
 */
export function programPublishSummary(
  published: ProgramDocument | null,
  draft: ProgramDocument,
): string[] {
  if (!published) return [];
  const lines: string[] = [];
  for (const [field, { label, short }] of Object.entries(PROGRAM_FIELDS) as [
    ProgramField,
    (typeof PROGRAM_FIELDS)[ProgramField],
  ][]) {
    if (same(published[field], draft[field])) continue;
    if (field === 'slug') {
      lines.push(
        `Address: /${published.slug} → /${draft.slug} (/${published.slug} keeps redirecting to it)`,
      );
    } else {
      lines.push(short ? `${label}: ${short(published)} → ${short(draft)}` : `${label} changed`);
    }
  }
  return [...lines, ...planLines(published.plans, draft.plans)];
}

const MENTOR_FIELDS: Record<
  keyof MentorDocument,
  { label: string; short?: (document: MentorDocument) => string }
> = {
  name: { label: 'Name', short: (d) => d.name },
  title: { label: 'Title', short: (d) => d.title },
  bio: { label: 'Bio' },
  linkedin: { label: 'LinkedIn', short: (d) => d.linkedin ?? 'none' },
  photo: { label: 'Photo', short: (d) => d.photo },
  photoAlt: { label: 'Photo description' },
};

/** The same for a mentor's profile. */
export function mentorPublishSummary(
  published: MentorDocument | null,
  draft: MentorDocument,
): string[] {
  if (!published) return [];
  return (Object.keys(MENTOR_FIELDS) as (keyof MentorDocument)[]).flatMap((field) => {
    if (same(published[field], draft[field])) return [];
    const { label, short } = MENTOR_FIELDS[field];
    return [short ? `${label}: ${short(published)} → ${short(draft)}` : `${label} changed`];
  });
}
