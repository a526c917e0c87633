import { describe, expect, it } from 'vitest';
import type { MentorDocument, ProgramDocument } from '../catalogue/live-catalogue.ts';
import { mentorPublishSummary, programPublishSummary } from './catalogue-publish-summary.ts';

const none = { mentorship: null, career: null, webinars: false, projectFeedback: 0 };
const program: ProgramDocument = {
  slug: 'python',
  name: 'Python',
  label: 'Python',
  category: 'Programming Language',
  imageAlt: 'A code editor window',
  image: '/images/programs/python.svg',
  aliases: [],
  tagline: 'Learn Python from scratch and build web apps.',
  overview: 'For beginners who want a solid first programming language.',
  outcomes: ['One', 'Two', 'Three', 'Four'],
  syllabus: [],
  durationWeeks: 12,
  hoursPerWeek: 6,
  languages: ['English'],
  mentors: ['priya-raghavan'],
  seoTitle: null,
  seoDescription: null,
  projects: [],
  completion: { modulesDone: true, finalProjectAccepted: true, minAttendancePercent: 60 },
  plans: [
    { id: 'basic', pricePaise: 499_900, terms: none, extraFeatures: [], mostChosen: false },
    {
      id: 'pro',
      pricePaise: 999_900,
      terms: { ...none, mentorship: { sessions: 4, minutes: 30 }, projectFeedback: 3 },
      extraFeatures: [],
      mostChosen: false,
    },
    {
      id: 'premium',
      pricePaise: 1_499_900,
      terms: { ...none, mentorship: { sessions: 4, minutes: 30 }, projectFeedback: 3 },
      extraFeatures: ['Monthly live webinars'],
      mostChosen: false,
    },
  ],
};

const withPlan = (id: string, change: object): ProgramDocument => ({
  ...program,
  plans: program.plans.map((plan) => (plan.id === id ? { ...plan, ...change } : plan)),
});

describe('what publishing a program draft changes', () => {
  it('says a price before and after, in rupees', () => {
    expect(programPublishSummary(program, withPlan('pro', { pricePaise: 899_950 }))).toEqual([
      'Pro Plan ₹9,999 → ₹8,999.50',
    ]);
  });

  it('says the card lines a plan gains and loses, and the most chosen', () => {
    const six = { ...none, mentorship: { sessions: 6, minutes: 30 }, projectFeedback: 3 };
    const draft = {
      ...program,
      plans: program.plans.map((plan) =>
        plan.id === 'basic' ? plan : { ...plan, terms: six, mostChosen: plan.id === 'pro' },
      ),
    };
    expect(programPublishSummary(program, draft)).toEqual([
      'Pro Plan card adds: 6 one-to-one sessions of 30 minutes',
      'Pro Plan card drops: 4 one-to-one sessions of 30 minutes',
      // Premium's card says 'Everything in Pro' of them, before as after.
      'Premium Plan: what it includes changes; its card reads the same',
      '“Most chosen”: none → Pro Plan',
    ]);
  });

  it('shows short fields before and after, names long ones, and says the old path redirects', () => {
    const draft = {
      ...program,
      slug: 'python-programming',
      name: 'Python Programming',
      tagline: 'Python for work: scripts, data and web apps.',
      durationWeeks: 10,
    };
    expect(programPublishSummary(program, draft)).toEqual([
      'Name: Python → Python Programming',
      'Address: /python → /python-programming (/python keeps redirecting to it)',
      'Tagline changed',
      'Duration: 12 weeks → 10 weeks',
    ]);
  });

  it('says nothing of a draft the same as the site, or of a first publication', () => {
    expect(programPublishSummary(program, structuredClone(program))).toEqual([]);
    expect(programPublishSummary(null, program)).toEqual([]);
  });
});

describe('what publishing a mentor draft changes', () => {
  const mentor: MentorDocument = {
    name: 'Priya Raghavan',
    title: 'Senior data scientist, Bengaluru',
    bio: 'Priya has built data products for a decade.',
    photo: '/images/mentors/priya-raghavan.svg',
    photoAlt: 'Portrait of Priya Raghavan',
  };

  it('shows the title before and after and names a new bio', () => {
    const draft = { ...mentor, title: 'Head of data, Bengaluru', bio: 'Priya leads data work.' };
    expect(mentorPublishSummary(mentor, draft)).toEqual([
      'Title: Senior data scientist, Bengaluru → Head of data, Bengaluru',
      'Bio changed',
    ]);
  });

  it('says a LinkedIn address added', () => {
    const draft = { ...mentor, linkedin: 'https://www.linkedin.com/in/priya' };
    expect(mentorPublishSummary(mentor, draft)).toEqual([
      'LinkedIn: none → https://www.linkedin.com/in/priya',
    ]);
  });
});
