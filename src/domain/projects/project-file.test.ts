import { describe, expect, it } from 'vitest';
import { PROGRAMS_DIR, PROJECTS_DIR, readProjects } from '../../../scripts/program-index.ts';
import { CatalogueError } from '../catalogue/program-file.ts';
import { PROGRAMS } from '../catalogue/programs.ts';
import { programProjectFiles } from './project-file.ts';

const project = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Expense tracker',
  brief: 'Build a command-line program that records expenses.',
  submit: 'A link to a public GitHub repository',
  accepts: ['link'],
  module: 1,
  ...overrides,
});
const valid = () => [
  project('first'),
  project('second'),
  project('last', { final: true, module: 5 }),
];
const programs = [{ slug: 'python', modules: 8 }];

const problemWith = (data: unknown) => {
  try {
    programProjectFiles([{ slug: 'python', data }], programs);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('a program’s project file', () => {
  it('holds three projects for every program of the catalogue, the last one final', () => {
    const all = readProjects({ programsDir: PROGRAMS_DIR, projectsDir: PROJECTS_DIR });
    expect([...all.keys()].sort()).toEqual(PROGRAMS.map((p) => p.slug).sort());
    for (const projects of all.values()) {
      expect(projects).toHaveLength(3);
      expect(projects.map((p) => p.final === true)).toEqual([false, false, true]);
    }
  });

  it.each([
    [
      [project('a'), project('b')],
      'projects/python.json: (file): Mark exactly one project "final": true.',
    ],
    [
      [project('a', { final: true }), project('b', { final: true })],
      'projects/python.json: (file): Mark exactly one project "final": true.',
    ],
    [
      [project('a'), project('a', { final: true })],
      'projects/python.json: (file): Give each project an id of its own.',
    ],
    [[project('Not Kebab', { final: true })], 'projects/python.json: 0.id: An id is kebab-case'],
    [[project('a', { final: true, accepts: ['email'] })], 'projects/python.json: 0.accepts.0:'],
    [
      [project('a', { final: true, module: 8 })],
      'projects/python.json: 0.module: python has modules 0 to 7.',
    ],
    [[project('a', { final: true, brief: 'Short.' })], 'projects/python.json: 0.brief:'],
    [[{ ...project('a', { final: true }), extra: 1 }], 'projects/python.json: 0:'],
  ])('names the file and the field at fault: %#', (data, message) => {
    expect(problemWith(data)).toContain(message);
  });

  it('refuses a program without projects, and projects without a program', () => {
    expect(() => programProjectFiles([], programs)).toThrow(
      'No projects for python: add projects/python.json.',
    );
    expect(() =>
      programProjectFiles(
        [
          { slug: 'python', data: valid() },
          { slug: 'robotics', data: valid() },
        ],
        programs,
      ),
    ).toThrow('projects/robotics.json: there is no program robotics.');
    expect(
      programProjectFiles([{ slug: 'python', data: valid() }], programs).get('python'),
    ).toHaveLength(3);
  });
});
