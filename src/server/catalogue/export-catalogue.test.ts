import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readMentors, readProgramIndex, readProjects } from '../../../scripts/program-index.ts';
import { completionFileSchema } from '../../domain/certificates/completion-rule.ts';
import { programFileSchema } from '../../domain/catalogue/program-file.ts';
import { accountWithRole, callAs } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { exportCatalogue, writeCatalogueExport } from './export-catalogue.ts';

const PROGRAMS = '/api/staff/catalogue/programs';
const MENTORS = '/api/staff/catalogue/mentors';

/** A folder of content/'s format, as content/'s readers take it (artwork and portraits are public/'s). */
const pathsOf = (root: string) => ({
  programsDir: path.join(root, 'programs'),
  artworkDir: 'public/images/programs',
  mentorsDir: path.join(root, 'mentors'),
  mentorPhotosDir: 'public/images/mentors',
  projectsDir: path.join(root, 'projects'),
});

/** Every catalogue file of a folder, by its path within it. */
const catalogueFiles = (root: string) => [
  ...['programs', 'projects', 'mentors'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .sort()
      .map((name) => `${folder}/${name}`),
  ),
  'completion.json',
];

const readJson = (root: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describeEachEngine('the catalogue exported as content/ holds it', (engine) => {
  let t: TestApp;
  const folders: string[] = [];
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const exportToFolder = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-export-'));
    folders.push(dir);
    const exported = await exportCatalogue(t.app.database.db);
    writeCatalogueExport(dir, exported);
    return { dir, exported };
  };

  it('writes back, file for file, the content/ it was imported from', async () => {
    const { dir, exported } = await exportToFolder();

    expect(exported).toMatchObject({ programs: 20, mentors: 11 });
    expect(catalogueFiles(dir)).toEqual(catalogueFiles('content'));
    // content/'s own readers take the folder, and read from it what they read from content/.
    expect(readProgramIndex(pathsOf(dir))).toEqual(readProgramIndex(pathsOf('content')));
    expect(readMentors(pathsOf(dir))).toEqual(readMentors(pathsOf('content')));
    expect(readProjects(pathsOf(dir))).toEqual(readProjects(pathsOf('content')));
    expect(completionFileSchema.parse(readJson(dir, 'completion.json'))).toEqual(
      completionFileSchema.parse(readJson('content', 'completion.json')),
    );
    for (const file of catalogueFiles('content')) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      // The same fields in the same order, as two-space JSON ending in a newline.
      expect(JSON.stringify(readJson(dir, file)), file).toBe(
        JSON.stringify(readJson('content', file)),
      );
      expect(text, file).toBe(`${JSON.stringify(readJson(dir, file), null, 2)}\n`);
    }
  });

  it('writes what the owner published, an unlisted program too, and no draft', async () => {
    const staff = callAs(t.app, await accountWithRole(t.app, 'staff'));
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const python = (await staff.get(`${PROGRAMS}/python/`)).json().published;
    const published = {
      ...python,
      tagline: 'Python from the first line of code to a web app you deploy yourself.',
      durationWeeks: 14,
      completion: { ...python.completion, minAttendancePercent: 75 },
      plans: python.plans.map((plan: { id: string; pricePaise: number }) =>
        plan.id === 'pro' ? { ...plan, pricePaise: 899_900 } : plan,
      ),
    };
    expect((await staff.put(`${PROGRAMS}/python/draft/`, published)).statusCode).toBe(200);
    expect((await owner.post(`${PROGRAMS}/python/publish/`)).statusCode).toBe(200);
    expect((await owner.post(`${PROGRAMS}/java/listing/`, { listed: false })).statusCode).toBe(200);

    const drafted = {
      ...published,
      tagline: 'A draft nobody has published yet, kept off the site.',
    };
    expect((await staff.put(`${PROGRAMS}/python/draft/`, drafted)).statusCode).toBe(200);
    const priya = (await staff.get(`${MENTORS}/priya-raghavan/`)).json().published;
    const retitled = { ...priya, title: 'A title only drafted, not on the site' };
    expect((await staff.put(`${MENTORS}/priya-raghavan/draft/`, retitled)).statusCode).toBe(200);
    const asha = { ...priya, slug: 'asha-rao', name: 'Asha Rao' };
    expect((await staff.post(`${MENTORS}/`, asha)).statusCode).toBe(201);

    const { dir, exported } = await exportToFolder();
    expect(exported).toMatchObject({ programs: 20, mentors: 11 });
    const file = programFileSchema.parse(readJson(dir, 'programs/python.json'));
    expect(file).toMatchObject({ tagline: published.tagline, durationWeeks: 14 });
    // The plans, the new price among them, have no place in the file: it holds its fields only.
    expect(Object.keys(readJson(dir, 'programs/python.json') as object)).toEqual(
      Object.keys(readJson('content', 'programs/python.json') as object),
    );
    // Its own rule for the certificate, over the one every other program keeps.
    expect(readJson(dir, 'completion.json')).toEqual({
      default: { modulesDone: true, finalProjectAccepted: true, minAttendancePercent: 60 },
      programs: { python: { minAttendancePercent: 75 } },
    });
    expect(readJson(dir, 'programs/java.json')).toEqual(readJson('content', 'programs/java.json'));
    expect(readJson(dir, 'mentors/priya-raghavan.json')).toMatchObject({ title: priya.title });
    expect(fs.existsSync(path.join(dir, 'mentors/asha-rao.json'))).toBe(false);
  });
});
