import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { nowIso } from '../../db/database.ts';
import { materialFilePath, materialsDir } from '../../repositories/delivery/material-files.ts';
import { callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { buyAndPay } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const PDF = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n');

async function addMaterial(
  app: FastifyInstance,
  program: string,
  moduleIndex: number,
  material: { title: string; url?: string; file?: { name: string; stored: string } },
): Promise<number> {
  if (material.file) {
    fs.mkdirSync(materialsDir(app.config.dataDir), { recursive: true });
    fs.writeFileSync(materialFilePath(app.config.dataDir, material.file.stored)!, PDF);
  }
  const row = await app.database.db
    .insertInto('materials')
    .values({
      program,
      module_index: moduleIndex,
      title: material.title,
      url: material.url ?? null,
      file_name: material.file?.name ?? null,
      file_type: material.file ? 'application/pdf' : null,
      file_size: material.file ? PDF.length : null,
      stored_name: material.file?.stored ?? null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachEngine("modules' materials for learners", (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('lists links and files by module, and downloads files only as attachments', async () => {
    const app = ctx.t.app;
    const file = await addMaterial(app, 'python', 0, {
      title: 'Setup guide',
      file: { name: 'Setup guide – भाग 1.pdf', stored: `${'a'.repeat(32)}.pdf` },
    });
    const link = await addMaterial(app, 'python', 1, {
      title: 'Python docs',
      url: 'https://docs.python.org/3/',
    });
    const java = await addMaterial(app, 'java', 0, {
      title: 'Java notes',
      file: { name: 'java.pdf', stored: `${'b'.repeat(32)}.pdf` },
    });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    expect((await me.get(`/api/learn/python/materials/${file}`)).statusCode).toBe(403);
    await buyAndPay(app, asha);

    const { modules } = (await me.get('/api/learn/python/')).json();
    expect(modules[0].materials).toEqual([
      {
        id: file,
        title: 'Setup guide',
        kind: 'file',
        url: `/api/learn/python/materials/${file}`,
        file_name: 'Setup guide – भाग 1.pdf',
        file_size: PDF.length,
      },
    ]);
    expect(modules[1].materials).toEqual([
      {
        id: link,
        title: 'Python docs',
        kind: 'link',
        url: 'https://docs.python.org/3/',
        file_name: null,
        file_size: null,
      },
    ]);

    const download = await me.get(`/api/learn/python/materials/${file}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Setup guide _ ___ 1.pdf"; filename*=UTF-8''${encodeURIComponent('Setup guide – भाग 1.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Another program's file is not reachable through this program, nor without its enrolment.
    const sideways = await me.get(`/api/learn/python/materials/${java}`);
    expect(sideways.statusCode).toBe(404);
    expect(sideways.json()).toEqual({ error: 'There is no such material.' });
    expect((await me.get(`/api/learn/java/materials/${java}`)).statusCode).toBe(403);
    // A link has no file to download.
    expect((await me.get(`/api/learn/python/materials/${link}`)).statusCode).toBe(404);
    expect(
      (await callAs(app, undefined).get(`/api/learn/python/materials/${file}`)).statusCode,
    ).toBe(401);
  });
});
