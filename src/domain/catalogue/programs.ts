import type { PROGRAM_CONTENT } from './program-content.ts';

/** The home page's category picker, in the spec's order. */
export const CATEGORIES = [
  'Technology',
  'Programming Language',
  'Business',
  'Medical',
  'Design',
  'Mechanics',
  'Freelancing',
] as const;
export type Category = (typeof CATEGORIES)[number];

interface ProgramRecord {
  slug: keyof typeof PROGRAM_CONTENT;
  name: string;
  /** The label on the home page's category cards. */
  label: string;
  category: Exclude<Category, 'Freelancing'>;
  popular: boolean;
  imageAlt: string;
}

/**
 * A program as menus and cards need it. The long texts (overview, syllabus) live in
 * program-content.ts, loaded only by the pages that show them.
 */
export interface Program extends ProgramRecord {
  /** Canonical path, e.g. /python. */
  path: string;
  image: string;
}

// Order within a category is the spec's order for the home page.
const records: ProgramRecord[] = [
  {
    slug: 'artificial-intelligence',
    name: 'Artificial Intelligence',
    label: 'Artificial Intelligence',
    category: 'Technology',
    popular: true,
    imageAlt: 'A chip with a neural network drawn inside it',
  },
  {
    slug: 'cloud-computing',
    name: 'Cloud Computing',
    label: 'Cloud Computing',
    category: 'Technology',
    popular: false,
    imageAlt: 'A cloud exchanging data with two server racks',
  },
  {
    slug: 'cybersecurity',
    name: 'Cybersecurity',
    label: 'Cybersecurity',
    category: 'Technology',
    popular: true,
    imageAlt: 'A shield with a keyhole guarding a network of nodes',
  },
  {
    slug: 'data-analytics',
    name: 'Data Analytics',
    label: 'Data Analytics',
    category: 'Technology',
    popular: true,
    imageAlt: 'A dashboard with bar, line and doughnut charts',
  },
  {
    slug: 'app-development',
    name: 'App Development',
    label: 'App Development',
    category: 'Technology',
    popular: true,
    imageAlt: 'A smartphone showing a grid of app tiles',
  },
  {
    slug: 'embedded-system',
    name: 'Embedded System',
    label: 'Embedded System',
    category: 'Technology',
    popular: true,
    imageAlt: 'A microcontroller board with pins and an LED',
  },
  {
    slug: 'full-stack-development',
    name: 'Full Stack Development',
    label: 'Full Stack Development',
    category: 'Technology',
    popular: false,
    imageAlt: 'A browser window with code brackets beside a server stack',
  },
  {
    slug: 'python',
    name: 'Python',
    label: 'Python',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'A code editor window framed by curly braces',
  },
  {
    slug: 'java',
    name: 'Java',
    label: 'Java',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'A cup of coffee with code-shaped steam',
  },
  {
    slug: 'c',
    name: 'C Programming',
    label: 'C',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'A bold letter C beside a terminal window',
  },
  {
    slug: 'cpp',
    name: 'C++ Programming',
    label: 'C++',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'The letters C++ beside a terminal window',
  },
  {
    slug: 'powerbi',
    name: 'Power BI',
    label: 'Power BI',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'Report tiles with a bar chart and a doughnut chart',
  },
  {
    slug: 'excel',
    name: 'Excel',
    label: 'Excel',
    category: 'Programming Language',
    popular: false,
    imageAlt: 'A spreadsheet grid with a formula bar',
  },
  {
    slug: 'finance-program',
    name: 'Finance',
    label: 'Finance Program',
    category: 'Business',
    popular: false,
    imageAlt: 'Stacks of rupee coins beside a rising chart',
  },
  {
    slug: 'human-resource-management',
    name: 'Human Resource Management',
    label: 'Human Resource Management',
    category: 'Business',
    popular: false,
    imageAlt: 'An organisation chart of people cards',
  },
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    label: 'Digital Marketing',
    category: 'Business',
    popular: false,
    imageAlt: 'A megaphone with social reactions and a marketing funnel',
  },
  {
    slug: 'medical-coding',
    name: 'Medical Coding',
    label: 'Medical Coding',
    category: 'Medical',
    popular: true,
    imageAlt: 'A clipboard with a medical cross and code tags',
  },
  {
    slug: 'psychology',
    name: 'Psychology',
    label: 'Psychology',
    category: 'Medical',
    popular: false,
    imageAlt: 'A head in profile with shapes of thoughts',
  },
  {
    slug: 'ui-designing',
    name: 'UI/UX Design',
    label: 'UI Designing',
    category: 'Design',
    popular: false,
    imageAlt: 'Wireframe screens with colour swatches and a cursor',
  },
  {
    slug: 'auto-cad',
    name: 'AutoCAD',
    label: 'AutoCAD',
    category: 'Mechanics',
    popular: false,
    imageAlt: 'A technical drawing with a compass and a gear',
  },
];

export const PROGRAMS: readonly Program[] = records.map((r) => ({
  ...r,
  path: `/${r.slug}`,
  image: `/images/programs/${r.slug}.svg`,
}));

/** Other spellings that reach a program: each answers with a permanent redirect. */
export const PROGRAM_ALIASES: Readonly<Record<string, string>> = {
  '/ai': '/artificial-intelligence',
  '/human-resource': '/human-resource-management',
};

export interface FreelancingPage {
  path: string;
  /** The program it is about: the freelancing form's prefilled `program`. */
  programSlug: Program['slug'];
  name: string;
}

export const FREELANCING_PAGES: readonly FreelancingPage[] = [
  {
    path: '/freelancing/Digital-Marketing',
    programSlug: 'digital-marketing',
    name: 'Digital Marketing',
  },
  { path: '/freelancing/Finance-Program', programSlug: 'finance-program', name: 'Finance' },
  { path: '/freelancing/UI-Designing', programSlug: 'ui-designing', name: 'UI/UX Design' },
  {
    path: '/freelancing/Full-Stack-Development',
    programSlug: 'full-stack-development',
    name: 'Full Stack Development',
  },
];

const bySlug = new Map(PROGRAMS.map((p) => [p.slug, p]));

export function programBySlug(slug: string): Program | undefined {
  return bySlug.get(slug as Program['slug']);
}

/** A card on the home page: a program, or a freelancing page under 'Freelancing'. */
export interface CategoryCard {
  label: string;
  path: string;
  image: string;
  imageAlt: string;
}

export function cardsOf(category: Category): CategoryCard[] {
  if (category === 'Freelancing') {
    return FREELANCING_PAGES.map((f) => {
      const program = programBySlug(f.programSlug)!;
      return {
        label: `${f.name} Freelancing`,
        path: f.path,
        image: program.image,
        imageAlt: program.imageAlt,
      };
    });
  }
  return PROGRAMS.filter((p) => p.category === category).map((p) => ({
    label: p.label,
    path: p.path,
    image: p.image,
    imageAlt: p.imageAlt,
  }));
}
