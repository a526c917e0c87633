import type { FieldError, FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { programDocumentSchema } from '../../../../domain/catalogue/catalogue-edits.ts';
import {
  type PlanDocument,
  type PlanTier,
  type ProgramDocument,
  type SessionAllowance,
} from '../../../../domain/catalogue/live-catalogue.ts';
import { parseRupees } from '../../../../domain/money.ts';
import type { z } from '../../../../domain/zod.ts';

// The program editor's fields and the document they stand for. Fields hold what a person types
// (a price in rupees, a number as text) and lists as react-hook-form's field arrays need them
// (objects); documentOf reads them back into the document the server takes, and the resolver
// checks that document with the server's own schema, each message at the field it is about.

export interface AllowanceValues {
  included: boolean;
  sessions: string;
  minutes: string;
}

export interface PlanValues {
  id: PlanTier;
  /** Rupees, as typed: '8999', '8,999.50'. */
  price: string;
  terms: {
    mentorship: AllowanceValues;
    career: AllowanceValues;
    webinars: boolean;
    projectFeedback: string;
  };
  extraFeatures: { text: string }[];
}

export interface ProjectValues {
  id: string;
  title: string;
  brief: string;
  submit: string;
  accepts: string[];
  /** The syllabus module's index, as the select holds it. */
  module: string;
  final: boolean;
}

export interface ProgramFormValues {
  name: string;
  label: string;
  category: string;
  slug: string;
  tagline: string;
  overview: string;
  image: string;
  imageAlt: string;
  outcomes: string[];
  syllabus: { title: string; topics: { text: string }[] }[];
  durationWeeks: string;
  hoursPerWeek: string;
  /** Three choices in order; '' for none. */
  languages: string[];
  mentors: string[];
  aliases: { path: string }[];
  popular: { on: boolean; rank: string; blurb: string };
  freelancing: { on: boolean; path: string; rank: string };
  seoTitle: string;
  seoDescription: string;
  projects: ProjectValues[];
  completion: { modulesDone: boolean; finalProjectAccepted: boolean; minAttendancePercent: string };
  plans: PlanValues[];
  /** The plan marked 'Most chosen', or '' for none: one at most. */
  mostChosen: '' | PlanTier;
}

/** The document as the schema gives it back checked: what the API is sent. */
export type CheckedProgram = z.output<typeof programDocumentSchema>;

export type ProgramForm = UseFormReturn<ProgramFormValues, unknown, CheckedProgram>;

/** How many languages and mentors a program names at most: as many choices are offered. */
export const CHOICE_SLOTS = 3;

/** Paise as a person types rupees: '8999', '8999.50'. */
export const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

const slots = (values: readonly string[]) =>
  Array.from({ length: CHOICE_SLOTS }, (_, i) => values[i] ?? '');

const allowanceValues = (allowance: SessionAllowance | null, usual: SessionAllowance) => ({
  included: allowance !== null,
  sessions: String((allowance ?? usual).sessions),
  minutes: String((allowance ?? usual).minutes),
});

const planValues = (plan: PlanDocument): PlanValues => ({
  id: plan.id,
  price: rupeesText(plan.pricePaise),
  terms: {
    mentorship: allowanceValues(plan.terms.mentorship, { sessions: 4, minutes: 30 }),
    career: allowanceValues(plan.terms.career, { sessions: 2, minutes: 45 }),
    webinars: plan.terms.webinars,
    projectFeedback: String(plan.terms.projectFeedback),
  },
  extraFeatures: plan.extraFeatures.map((text) => ({ text })),
});

/** The fields of a program's document, as the editor opens it. */
export function valuesOf(document: ProgramDocument): ProgramFormValues {
  return {
    name: document.name,
    label: document.label,
    category: document.category,
    slug: document.slug,
    tagline: document.tagline,
    overview: document.overview,
    image: document.image,
    imageAlt: document.imageAlt,
    outcomes: Array.from({ length: 4 }, (_, i) => document.outcomes[i] ?? ''),
    syllabus: document.syllabus.map((module) => ({
      title: module.title,
      topics: module.topics.map((text) => ({ text })),
    })),
    durationWeeks: String(document.durationWeeks),
    hoursPerWeek: String(document.hoursPerWeek),
    languages: slots(document.languages),
    mentors: slots(document.mentors),
    aliases: document.aliases.map((path) => ({ path })),
    popular: {
      on: document.popular !== undefined,
      rank: document.popular ? String(document.popular.rank) : '',
      blurb: document.popular?.blurb ?? '',
    },
    freelancing: {
      on: document.freelancing !== undefined,
      path: document.freelancing?.path ?? '',
      rank: document.freelancing ? String(document.freelancing.rank) : '',
    },
    seoTitle: document.seoTitle ?? '',
    seoDescription: document.seoDescription ?? '',
    projects: document.projects.map((project) => ({
      id: project.id,
      title: project.title,
      brief: project.brief,
      submit: project.submit,
      accepts: [...project.accepts],
      module: String(project.module),
      final: project.final === true,
    })),
    completion: {
      modulesDone: document.completion.modulesDone,
      finalProjectAccepted: document.completion.finalProjectAccepted,
      minAttendancePercent: String(document.completion.minAttendancePercent),
    },
    plans: document.plans.map(planValues),
    mostChosen: document.plans.find((plan) => plan.mostChosen)?.id ?? '',
  };
}

const blankAllowance = (sessions: number, minutes: number): AllowanceValues => ({
  included: false,
  sessions: String(sessions),
  minutes: String(minutes),
});
const blankTopics = () => Array.from({ length: 4 }, () => ({ text: '' }));

/**
 * A new program's fields: the least the schema asks for, empty, and the plans' terms as every
 * program has had them; the prices are left for the person to set.
 */
export function blankValues(): ProgramFormValues {
  const terms = (mentorship: boolean, career: boolean, feedback: number) => ({
    mentorship: { ...blankAllowance(4, 30), included: mentorship },
    career: { ...blankAllowance(2, 45), included: career },
    webinars: career,
    projectFeedback: String(feedback),
  });
  return {
    name: '',
    label: '',
    category: '',
    slug: '',
    tagline: '',
    overview: '',
    image: '',
    imageAlt: '',
    outcomes: ['', '', '', ''],
    syllabus: Array.from({ length: 6 }, () => ({ title: '', topics: blankTopics() })),
    durationWeeks: '12',
    hoursPerWeek: '6',
    languages: ['English', '', ''],
    mentors: ['', '', ''],
    aliases: [],
    popular: { on: false, rank: '', blurb: '' },
    freelancing: { on: false, path: '', rank: '' },
    seoTitle: '',
    seoDescription: '',
    projects: [
      { id: '', title: '', brief: '', submit: '', accepts: ['link'], module: '5', final: true },
    ],
    completion: { modulesDone: true, finalProjectAccepted: true, minAttendancePercent: '60' },
    plans: [
      {
        id: 'basic',
        price: '',
        terms: terms(false, false, 0),
        extraFeatures: [
          { text: 'Every module, with lifetime access' },
          { text: 'Live cohort sessions or self-paced' },
          { text: 'Community support' },
          { text: 'Verified digital certificate' },
        ],
      },
      { id: 'pro', price: '', terms: terms(true, false, 3), extraFeatures: [] },
      { id: 'premium', price: '', terms: terms(true, true, 3), extraFeatures: [] },
    ],
    mostChosen: '',
  };
}

/** A number typed: undefined when left empty (the schema then says it is required). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const allowanceOf = ({ included, sessions, minutes }: AllowanceValues) =>
  included ? { sessions: numberOf(sessions), minutes: numberOf(minutes) } : null;

/** The choices made, in order, with where each was chosen. */
const chosen = (values: readonly string[]) =>
  values.flatMap((value, slot) => (value.trim() ? [{ value: value.trim(), slot }] : []));

/** A plan's document as typed; a price that is no amount is NaN, which the schema refuses. */
export function planOf(plan: PlanValues, mostChosen: ProgramFormValues['mostChosen']) {
  return {
    id: plan.id,
    pricePaise: parseRupees(plan.price) ?? Number.NaN,
    terms: {
      mentorship: allowanceOf(plan.terms.mentorship),
      career: allowanceOf(plan.terms.career),
      webinars: plan.terms.webinars,
      projectFeedback: numberOf(plan.terms.projectFeedback),
    },
    extraFeatures: plan.extraFeatures.map((line) => line.text),
    mostChosen: mostChosen === plan.id,
  };
}

/** The document the fields say, unchecked: what the schema is asked about. */
export function documentOf(values: ProgramFormValues): Record<string, unknown> {
  return {
    name: values.name,
    label: values.label,
    category: values.category,
    slug: values.slug,
    tagline: values.tagline,
    overview: values.overview,
    image: values.image,
    imageAlt: values.imageAlt,
    outcomes: values.outcomes,
    syllabus: values.syllabus.map((module) => ({
      title: module.title,
      topics: module.topics.map((topic) => topic.text),
    })),
    durationWeeks: numberOf(values.durationWeeks),
    hoursPerWeek: numberOf(values.hoursPerWeek),
    languages: chosen(values.languages).map((c) => c.value),
    mentors: chosen(values.mentors).map((c) => c.value),
    aliases: values.aliases.map((alias) => alias.path.trim()),
    ...(values.popular.on
      ? { popular: { rank: numberOf(values.popular.rank), blurb: values.popular.blurb } }
      : {}),
    ...(values.freelancing.on
      ? {
          freelancing: {
            path: values.freelancing.path.trim(),
            rank: numberOf(values.freelancing.rank),
          },
        }
      : {}),
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    projects: values.projects.map((project) => ({
      id: project.id.trim(),
      title: project.title,
      brief: project.brief,
      submit: project.submit,
      accepts: project.accepts,
      module: numberOf(project.module),
      ...(project.final ? { final: true } : {}),
    })),
    completion: {
      modulesDone: values.completion.modulesDone,
      finalProjectAccepted: values.completion.finalProjectAccepted,
      minAttendancePercent: numberOf(values.completion.minAttendancePercent),
    },
    plans: values.plans.map((plan) => planOf(plan, values.mostChosen)),
  };
}

/**
 * The field a document's path is about ('plans.1.pricePaise', as the schema and the server name
 * it) in the editor: the price typed in rupees, the text of a list's line, the choice a language
 * or mentor was made in.
 */
export function formPathOf(path: string, values: ProgramFormValues): string {
  if (path === '') return 'root';
  const rules: [RegExp, (match: RegExpExecArray) => string][] = [
    [/^plans\.(\d+)\.pricePaise$/, (m) => `plans.${m[1]}.price`],
    [/^plans\.(\d+)\.mostChosen$/, () => 'mostChosen'],
    [/^plans\.(\d+)\.extraFeatures\.(\d+)$/, (m) => `plans.${m[1]}.extraFeatures.${m[2]}.text`],
    [/^syllabus\.(\d+)\.topics\.(\d+)$/, (m) => `syllabus.${m[1]}.topics.${m[2]}.text`],
    [/^aliases\.(\d+)$/, (m) => `aliases.${m[1]}.path`],
    [
      /^(languages|mentors)\.(\d+)$/,
      (m) => {
        const list = m[1] as 'languages' | 'mentors';
        const slot = chosen(values[list])[Number(m[2])]?.slot ?? 0;
        return `${list}.${slot}`;
      },
    ],
    [/^(popular|freelancing)$/, (m) => `${m[1]}.on`],
  ];
  for (const [pattern, field] of rules) {
    const match = pattern.exec(path);
    if (match) return field(match);
  }
  return path;
}

const PRICE_UNREAD = 'Give the price in rupees, e.g. 8999 or 8,999.50.';

/**
 * react-hook-form's check of the editor: the server's schema on the document the fields say,
 * each problem at its field (the first one of each field), and the document it accepts.
 */
export const programResolver: Resolver<ProgramFormValues, unknown, CheckedProgram> = async (
  values,
) => {
  const errors: Record<string, FieldError> = {};
  values.plans.forEach((plan, i) => {
    if (parseRupees(plan.price) === undefined) {
      errors[`plans.${i}.price`] = { type: 'price', message: PRICE_UNREAD };
    }
  });
  const parsed = programDocumentSchema.safeParse(documentOf(values));
  if (parsed.success && Object.keys(errors).length === 0) {
    return { values: parsed.data, errors: {} };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const name = formPathOf(issue.path.map(String).join('.'), values);
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<ProgramFormValues> };
};
