import { describe, expect, it } from 'vitest';
import { firstIssue } from '../errors.ts';
import {
  planListSchema,
  programClash,
  programDocumentSchema,
  type ClaimingProgram,
} from './catalogue-edits.ts';

const none = { mentorship: null, career: null, webinars: false, projectFeedback: 0 };
const plans = () => [
  { id: 'basic', pricePaise: 499_900, terms: none, extraFeatures: ['Community support'] },
  {
    id: 'pro',
    pricePaise: 999_900,
    terms: { ...none, mentorship: { sessions: 4, minutes: 30 }, projectFeedback: 3 },
  },
  {
    id: 'premium',
    pricePaise: 1_499_900,
    terms: {
      mentorship: { sessions: 4, minutes: 30 },
      career: { sessions: 2, minutes: 45 },
      webinars: true,
      projectFeedback: 3,
    },
  },
];

const topics = ['Variables and types', 'Loops', 'Functions', 'Modules'];
const program = (overrides: Record<string, unknown> = {}) => ({
  slug: 'robotics',
  name: 'Robotics',
  label: 'Robotics',
  category: 'Technology',
  imageAlt: 'A robot arm picking up a cube',
  tagline: 'Build and program robots that sense, decide and move on their own.',
  overview: 'For engineers who want to build robots: sensors, motors, control and ROS 2.',
  outcomes: ['Wire a sensor', 'Drive a motor', 'Write a control loop', 'Run ROS 2 nodes'],
  syllabus: Array.from({ length: 6 }, (_, i) => ({ title: `Module ${i + 1}`, topics })),
  durationWeeks: 12,
  hoursPerWeek: 6,
  languages: ['English'],
  mentors: ['asha-rao'],
  image: '/images/programs/robotics.svg',
  projects: [
    {
      id: 'line-follower',
      title: 'Line follower',
      brief: 'Build a robot that follows a black line on a white floor.',
      submit: 'A link to a video of it running',
      accepts: ['link'],
      module: 5,
      final: true,
    },
  ],
  completion: { modulesDone: true, finalProjectAccepted: true, minAttendancePercent: 60 },
  plans: plans(),
  ...overrides,
});

const problem = (data: unknown) => {
  const parsed = programDocumentSchema.safeParse(data);
  return parsed.success ? undefined : firstIssue(parsed.error);
};

describe('a program document', () => {
  it('is accepted whole, with no aliases, SEO texts or most chosen plan by default', () => {
    const parsed = programDocumentSchema.parse(program());
    expect(parsed.aliases).toEqual([]);
    expect(parsed.seoTitle).toBeNull();
    expect(parsed.plans.map((p) => p.mostChosen)).toEqual([false, false, false]);
  });

  it('keeps projects within its syllabus', () => {
    const projects = [{ ...program().projects[0], module: 6 }];
    expect(problem(program({ projects }))).toEqual({
      error: 'Choose a module of the syllabus: 0 to 5.',
      field: 'projects.0.module',
    });
  });

  it('may not take one of the site’s own pages as its path', () => {
    expect(problem(program({ slug: 'checkout' }))).toEqual({
      error: "/checkout is one of the site's own pages. Choose another.",
      field: 'slug',
    });
  });
});

describe('the plans of a program', () => {
  const issue = (list: unknown) => {
    const parsed = planListSchema.safeParse(list);
    return parsed.success ? undefined : firstIssue(parsed.error);
  };

  it('are Basic, Pro and Premium, in that order', () => {
    const [basic, pro, premium] = plans();
    expect(issue([pro, basic, premium])).toEqual({
      error: 'Give the Basic, Pro and Premium plans, in that order.',
    });
    expect(issue([basic, pro])).toBeDefined();
  });

  it('cost more as they go up, since an upgrade pays the difference', () => {
    const list = plans();
    list[2]!.pricePaise = list[1]!.pricePaise;
    expect(issue(list)).toEqual({
      error: 'Price the Premium Plan above the Pro Plan: an upgrade pays the difference.',
      field: '2.pricePaise',
    });
  });

  it('give at least what the plan below gives', () => {
    const list = plans();
    list[2]!.terms = { ...list[2]!.terms, mentorship: { sessions: 2, minutes: 30 } };
    expect(issue(list)).toEqual({
      error:
        'The Premium Plan must give at least what the Pro Plan gives: its card says “Everything in Pro”.',
      field: '2.terms.mentorship',
    });
  });

  it('have one most chosen plan at most', () => {
    const list = plans().map((p) => ({ ...p, mostChosen: true }));
    expect(issue(list)).toEqual({
      error: 'Mark one plan at most as the most chosen.',
      field: '1.mostChosen',
    });
    list[0]!.mostChosen = false;
    list[1]!.mostChosen = false;
    expect(issue(list)).toBeUndefined();
  });
});

describe('what a program claims', () => {
  const ai: ClaimingProgram = {
    slug: 'artificial-intelligence',
    document: {
      name: 'Artificial Intelligence',
      aliases: ['/ai'],
      popular: { rank: 1, blurb: 'Machine learning and generative AI, from the ground up.' },
      freelancing: { path: '/freelancing/AI', rank: 2 },
    },
  };
  const claims = (overrides: Record<string, unknown>) =>
    programClash({ ...programDocumentSchema.parse(program()), ...overrides }, [ai]);

  it('is refused when another program holds it, naming the field', () => {
    expect(claims({ aliases: ['/robots', '/ai'] })).toEqual({
      error: '/ai already leads to Artificial Intelligence. Choose another alias.',
      field: 'aliases.1',
    });
    expect(claims({ aliases: ['/artificial-intelligence'] })).toMatchObject({
      field: 'aliases.0',
    });
    expect(claims({ slug: 'ai' })).toEqual({
      error: '/ai already leads to Artificial Intelligence. Choose another path.',
      field: 'slug',
    });
    expect(claims({ name: 'artificial intelligence' })).toMatchObject({ field: 'name' });
    expect(claims({ popular: { rank: 1, blurb: 'x'.repeat(30) } })).toMatchObject({
      field: 'popular.rank',
    });
    expect(claims({ freelancing: { path: '/freelancing/ai', rank: 5 } })).toMatchObject({
      field: 'freelancing.path',
    });
  });

  it('needs no alias for its own path, nor one of the site’s pages', () => {
    expect(claims({ aliases: ['/robotics'] })).toMatchObject({ field: 'aliases.0' });
    expect(claims({ aliases: ['/login'] })).toMatchObject({ field: 'aliases.0' });
    expect(claims({ aliases: ['/robots'] })).toBeUndefined();
  });
});
