import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueError } from '../domain/catalogue/program-file.ts';
import {
  MENTORS_DIR,
  MENTOR_PHOTOS_DIR,
  PROGRAMS_DIR,
  readProgramIndex,
  writeProgramIndex,
} from '../../scripts/program-index.ts';

// Adding a program is adding its file: a catalogue of the real files and one more, built by
// the same step as the site's, reaches every list of the site without another change.
const robotics = {
  name: 'Robotics',
  label: 'Robotics',
  category: 'Technology',
  position: 80,
  imageAlt: 'A robot arm picking up a cube',
  aliases: ['/robots'],
  popular: { rank: 7, blurb: 'Build robots that sense, decide and move on their own.' },
  freelancing: { path: '/freelancing/Robotics', rank: 5 },
  tagline: 'Build and program robots that sense, decide and move on their own.',
  overview: 'For engineers who want to build robots: sensors, motors, control loops and ROS 2.',
  outcomes: ['Wire sensors to a board', 'Drive motors', 'Write a control loop', 'Run ROS 2 nodes'],
  syllabus: Array.from({ length: 6 }, (_, i) => ({
    title: `Module ${i + 1}`,
    topics: ['Sensors', 'Motors', 'Control', 'Software'],
  })),
  durationWeeks: 16,
  hoursPerWeek: 6,
  languages: ['English', 'Tamil'],
  mentors: ['vikram-singh'],
};

let tmp: string;
const paths = () => ({
  programsDir: path.join(tmp, 'programs'),
  artworkDir: path.join(tmp, 'artwork'),
  mentorsDir: MENTORS_DIR,
  mentorPhotosDir: MENTOR_PHOTOS_DIR,
  outFile: path.join(tmp, 'program-index.generated.ts'),
});

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.cpSync(PROGRAMS_DIR, paths().programsDir, { recursive: true });
  fs.cpSync('public/images/programs', paths().artworkDir, { recursive: true });
  fs.writeFileSync(path.join(paths().programsDir, 'robotics.json'), JSON.stringify(robotics));
  fs.writeFileSync(path.join(paths().artworkDir, 'robotics.svg'), '<svg/>');
  writeProgramIndex(paths());
  vi.resetModules();
  vi.doMock('../domain/catalogue/program-index.generated.ts', () => import(paths().outFile));
});

afterAll(() => {
  vi.doUnmock('../domain/catalogue/program-index.generated.ts');
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a new file in content/programs', () => {
  it('is in the sitemap and reached from its alias', async () => {
    const pages = await import('../domain/site-pages.ts');
    expect(pages.publicPages()).toContain('/robotics');
    expect(pages.publicPages()).toContain('/freelancing/Robotics');
    expect(pages.canonicalPathFor('/robots')).toBe('/robotics');
    expect(pages.canonicalPathFor('/Robotics/')).toBe('/robotics');
  });

  it('is on the home picker, the popular list and in the menus', async () => {
    const catalogue = await import('../domain/catalogue/programs.ts');
    expect(catalogue.PROGRAMS).toHaveLength(21);
    expect(catalogue.cardsOf('Technology').at(-1)?.label).toBe('Robotics');
    expect(catalogue.cardsOf('Freelancing').at(-1)?.label).toBe('Robotics Freelancing');
    expect(catalogue.POPULAR_PROGRAMS.at(-1)?.name).toBe('Robotics');

    // The router as the menus load it: the modules were reset for the 21-program catalogue.
    const { MemoryRouter } = await import('react-router');
    const { ProgramGroups } = await import('../web/features/navigation/program-menus.tsx');
    const menus = renderToStaticMarkup(
      <MemoryRouter>
        <ProgramGroups className="" headingClass="" linkClass="" />
      </MemoryRouter>,
    );
    expect(menus).toMatch(/href="\/robotics"[^>]*>Robotics</);
    expect(menus).toMatch(/href="\/freelancing\/Robotics"[^>]*>Robotics Freelancing</);
  });

  it('can be enquired about, reviewed and bought', async () => {
    const { programEnquirySchema } = await import('../domain/enquiries.ts');
    const enquiry = {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      company: '',
      program: 'Robotics',
    };
    expect(programEnquirySchema.safeParse(enquiry).success).toBe(true);
    const { findProgram } = await import('../domain/catalogue/programs.ts');
    expect(findProgram('robots')?.name).toBe('Robotics');
    const { quoteCart } = await import('../domain/pricing.ts');
    const quote = quoteCart([{ program: 'Robotics', plan: 'Basic Plan' }]);
    expect(quote.ok && quote.quote.lines[0]?.program.slug).toBe('robotics');
  });
});

describe('the catalogue step', () => {
  it('accepts every file in content/programs', () => {
    const index = readProgramIndex({
      programsDir: PROGRAMS_DIR,
      artworkDir: 'public/images/programs',
      mentorsDir: MENTORS_DIR,
      mentorPhotosDir: MENTOR_PHOTOS_DIR,
    });
    expect(index).toHaveLength(fs.readdirSync(PROGRAMS_DIR).length);
  });

  it('refuses a program without its artwork, saying which file to add', () => {
    fs.rmSync(path.join(paths().artworkDir, 'robotics.svg'));
    expect(() => readProgramIndex(paths())).toThrow(CatalogueError);
    expect(() => readProgramIndex(paths())).toThrow(/No artwork for robotics: add .*robotics\.svg/);
  });
});

describe('the mentors step', () => {
  it('refuses a mentor without a portrait, saying which file to add', () => {
    const mentorsDir = path.join(tmp, 'mentors');
    const mentorPhotosDir = path.join(tmp, 'mentor-photos');
    fs.cpSync(MENTORS_DIR, mentorsDir, { recursive: true });
    fs.cpSync(MENTOR_PHOTOS_DIR, mentorPhotosDir, { recursive: true });
    fs.rmSync(path.join(mentorPhotosDir, 'vikram-singh.svg'));
    expect(() => readProgramIndex({ ...paths(), mentorsDir, mentorPhotosDir })).toThrow(
      /No portrait for mentor vikram-singh: add .*vikram-singh\.svg\./,
    );
  });
});
