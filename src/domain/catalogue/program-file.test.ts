import { describe, expect, it } from 'vitest';
import { CatalogueError, programIndex } from './program-file.ts';

const topics = ['Variables and types', 'Loops', 'Functions', 'Modules'];
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Robotics',
  label: 'Robotics',
  category: 'Technology',
  position: 10,
  imageAlt: 'A robot arm picking up a cube',
  tagline: 'Build and program robots that sense, decide and move on their own.',
  overview: 'For engineers who want to build robots: sensors, motors, control and ROS 2.',
  outcomes: ['Wire a sensor', 'Drive a motor', 'Write a control loop', 'Run ROS 2 nodes'],
  syllabus: Array.from({ length: 6 }, (_, i) => ({ title: `Module ${i + 1}`, topics })),
  durationWeeks: 12,
  hoursPerWeek: 6,
  languages: ['English', 'Hindi'],
  mentors: ['asha-rao'],
  ...overrides,
});

const problemWith = (files: { slug: string; data: unknown }[], mentors = ['asha-rao']) => {
  try {
    programIndex(files, mentors);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('the files were accepted');
};

describe('a program file', () => {
  it('gives the index its card fields, with no aliases, popularity or freelancing page by default', () => {
    expect(programIndex([{ slug: 'robotics', data: valid() }])).toEqual([
      {
        slug: 'robotics',
        name: 'Robotics',
        label: 'Robotics',
        category: 'Technology',
        imageAlt: 'A robot arm picking up a cube',
        aliases: [],
        popular: null,
        freelancing: null,
        durationWeeks: 12,
        hoursPerWeek: 6,
        languages: ['English', 'Hindi'],
      },
    ]);
  });

  it('orders the index by category, then position', () => {
    const index = programIndex([
      { slug: 'b', data: valid({ name: 'B', category: 'Design', position: 10 }) },
      { slug: 'c', data: valid({ name: 'C', category: 'Technology', position: 20 }) },
      { slug: 'a', data: valid({ name: 'A', category: 'Technology', position: 30 }) },
    ]);
    expect(index.map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    [{ category: 'Freelancing' }, 'robotics.json: category:'],
    [{ syllabus: [] }, 'robotics.json: syllabus: Give at least'],
    [{ outcomes: ['One'] }, 'robotics.json: outcomes:'],
    [{ name: '' }, 'robotics.json: name:'],
    [{ imageAlt: 'A robot arm.' }, 'robotics.json: imageAlt: No full stop at the end'],
    [{ aliases: ['robots'] }, 'robotics.json: aliases.0:'],
    [{ popular: { rank: 1 } }, 'robotics.json: popular.blurb:'],
    [{ price: 4999 }, 'robotics.json: (file): Unrecognized key: "price"'],
    [{ durationWeeks: 12.5 }, 'robotics.json: durationWeeks:'],
    [{ hoursPerWeek: 0 }, 'robotics.json: hoursPerWeek:'],
    [{ languages: [] }, 'robotics.json: languages:'],
    [{ languages: ['English', 'Klingon'] }, 'robotics.json: languages.1:'],
    [{ languages: ['Hindi', 'Hindi'] }, 'robotics.json: languages: Name each language once'],
    [{ mentors: ['a', 'b', 'c', 'd'] }, 'robotics.json: mentors:'],
    [{ mentors: ['Asha Rao'] }, 'robotics.json: mentors.0:'],
  ])('names the file and the field at fault: %j', (overrides, message) => {
    expect(problemWith([{ slug: 'robotics', data: valid(overrides) }])).toContain(message);
  });

  it('refuses a program naming a mentor who has no profile, naming the file and the mentor', () => {
    expect(
      problemWith([{ slug: 'robotics', data: valid({ mentors: ['asha-rao', 'ravi-k'] }) }]),
    ).toBe('robotics.json: mentors: no profile content/mentors/ravi-k.json for ravi-k.');
  });

  it('refuses a file name that is not a path', () => {
    expect(problemWith([{ slug: 'Robotics 101', data: valid() }])).toContain('Robotics 101.json');
  });

  it('refuses two programs that would share a name, a path, a place or a rank', () => {
    const pair = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      problemWith([
        { slug: 'robotics', data: valid(a) },
        { slug: 'drones', data: valid({ name: 'Drones', position: 20, ...b }) },
      ]);
    expect(pair({}, { name: 'Robotics' })).toContain('name used twice: Robotics');
    expect(pair({ aliases: ['/drones'] }, {})).toContain('path or alias used twice: /drones');
    expect(pair({}, { position: 10 })).toContain('position in a category used twice');
    const popular = { popular: { rank: 1, blurb: 'Robots that sense and move on their own.' } };
    expect(pair(popular, popular)).toContain('popular rank used twice: 1');
    const freelancing = (path: string) => ({ freelancing: { path, rank: 1 } });
    expect(pair(freelancing('/freelancing/Robots'), freelancing('/freelancing/robots'))).toContain(
      'freelancing rank used twice',
    );
  });
});
