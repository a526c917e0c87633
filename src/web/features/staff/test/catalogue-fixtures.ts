import type { ProgramDocument } from '../../../../domain/catalogue/live-catalogue.ts';
import type {
  MentorSummary,
  ProgramRecord,
  ProgramSummary,
} from '../../../../domain/staff/catalogue.ts';

// The console's catalogue as its screens' tests read it: Python published, as the first import
// made it, and the mentors it names.

const none = { mentorship: null, career: null, webinars: false, projectFeedback: 0 };
const topics = (module: string) => [
  `${module}: first steps`,
  `${module}: practice`,
  `${module}: a small project`,
  `${module}: review`,
];

export const pythonDocument: ProgramDocument = {
  slug: 'python',
  name: 'Python',
  label: 'Python',
  category: 'Programming Language',
  imageAlt: 'A code editor window framed by curly braces',
  image: '/images/programs/python.svg',
  aliases: [],
  tagline: 'Learn Python from scratch and use it to automate tasks and build web apps.',
  overview:
    'For beginners, students and professionals who want a solid first programming language.',
  outcomes: [
    'Write clean, well-structured Python programs',
    'Use object-oriented design, modules and packages',
    'Automate tasks with files, APIs and scheduling',
    'Build and test a small web API',
  ],
  syllabus: [
    'Python Basics',
    'Data Structures and Functions',
    'Object-Oriented Python',
    'Files, Errors and the Standard Library',
    'Advanced Python',
    'Automation and Data Work',
  ].map((title) => ({ title, topics: topics(title) })),
  durationWeeks: 12,
  hoursPerWeek: 6,
  languages: ['English', 'Hindi'],
  mentors: ['priya-raghavan', 'arjun-mehta'],
  seoTitle: null,
  seoDescription: null,
  projects: [
    {
      id: 'portfolio-web-app',
      title: 'Portfolio web application',
      brief: 'Build and deploy a small web app with a database, tests and a README.',
      submit: 'A link to a public GitHub repository',
      accepts: ['link'],
      module: 5,
      final: true,
    },
  ],
  completion: { modulesDone: true, finalProjectAccepted: true, minAttendancePercent: 60 },
  plans: [
    {
      id: 'basic',
      pricePaise: 499_900,
      terms: none,
      extraFeatures: ['Community support'],
      mostChosen: false,
    },
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
      terms: {
        mentorship: { sessions: 4, minutes: 30 },
        career: { sessions: 2, minutes: 45 },
        webinars: true,
        projectFeedback: 3,
      },
      extraFeatures: [],
      mostChosen: false,
    },
  ],
};

export const pythonRecord: ProgramRecord = {
  slug: 'python',
  listed: true,
  order: 10,
  published: pythonDocument,
  draft: null,
  draft_by: null,
  published_at: '2026-12-05T06:30:00Z',
  updated_at: '2026-12-05T06:30:00Z',
};

const summary = (overrides: Partial<ProgramSummary> & Pick<ProgramSummary, 'slug' | 'name'>) => ({
  category: 'Programming Language' as const,
  listed: true,
  order: 10,
  has_draft: false,
  published_at: '2026-12-05T06:30:00Z',
  prices: { basic: 499_900, pro: 999_900, premium: 1_499_900 },
  ...overrides,
});

/** In catalogue order: Technology before Programming Language. */
export const programList: ProgramSummary[] = [
  summary({ slug: 'data-science', name: 'Data Science', category: 'Technology' }),
  summary({ slug: 'python', name: 'Python', has_draft: true }),
  summary({ slug: 'java', name: 'Java', order: 20, listed: false }),
  summary({
    slug: 'robotics',
    name: 'Robotics',
    order: 30,
    listed: false,
    has_draft: true,
    published_at: null,
    prices: { basic: 599_950, pro: 1_099_900, premium: 1_599_900 },
  }),
];

const mentor = (slug: string, name: string): MentorSummary => ({
  slug,
  name,
  title: 'Senior engineer, Bengaluru',
  user: null,
  programs: ['python'],
  has_draft: false,
  published_at: '2026-12-05T06:30:00Z',
});

export const mentorList: MentorSummary[] = [
  mentor('arjun-mehta', 'Arjun Mehta'),
  mentor('priya-raghavan', 'Priya Raghavan'),
];
