import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { MATERIAL_MAX_BYTES } from '../../../domain/delivery/materials.ts';
import { materialFilePath } from '../../repositories/delivery/material-files.ts';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { addMentor, insertCohort } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

describeEachEngine('module materials', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const upload = (account: TestAccount, body: ReturnType<typeof multipart>) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/cohorts/materials/python/files/',
      cookies: { session: account.session },
      ...body,
    });

  it('stores a real PDF under a random name and refuses a fake or an oversize one', async () => {
    const { app } = ctx.t;
    const staffAccount = await accountWithRole(app, 'staff');
    const staff = callAs(app, staffAccount);
    const fields = { module_index: '1', title: 'Functions cheat sheet' };

    const fake = await upload(
      staffAccount,
      multipart(fields, {
        name: 'notes.pdf',
        type: 'application/pdf',
        data: Buffer.from('<html>hi</html>'),
      }),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('This file is not really a PDF: its contents say otherwise.');
    const big = Buffer.concat([PDF, Buffer.alloc(MATERIAL_MAX_BYTES)]);
    const oversize = await upload(
      staffAccount,
      multipart(fields, { name: 'big.pdf', type: 'application/pdf', data: big }),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error).toBe('A file can be at most 20 MB.');
    const exe = await upload(
      staffAccount,
      multipart(fields, { name: 'tool.exe', type: 'application/pdf', data: PDF }),
    );
    expect(exe.statusCode).toBe(415);
    expect((await staff.get('/api/cohorts/materials/python/')).json().modules[1].materials).toEqual(
      [],
    );

    const stored = await upload(
      staffAccount,
      multipart(fields, { name: 'cheat sheet.pdf', type: 'text/plain', data: PDF }),
    );
    expect(stored.statusCode).toBe(201);
    const modules = stored.json().modules;
    expect(modules[1]).toMatchObject({
      title: 'Data Structures and Functions',
      materials: [
        {
          title: 'Functions cheat sheet',
          file_name: 'cheat sheet.pdf',
          file_type: 'pdf',
          file_size: PDF.length,
          url: null,
        },
      ],
    });
    const row = await app.database.db
      .selectFrom('materials')
      .select('stored_name')
      .executeTakeFirstOrThrow();
    const file = materialFilePath(app.config.dataDir, row.stored_name!);
    expect(fs.readFileSync(file!)).toEqual(PDF);

    const removed = await staff.delete(
      `/api/cohorts/materials/python/${modules[1].materials[0].id}/`,
    );
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(file!)).toBe(false);
    const audit = (await staff.get('/api/staff/audit/?record_type=material')).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'material.remove',
      'material.add',
    ]);
  });

  it('attaches https links to a module of the program only', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const url = '/api/cohorts/materials/python/links/';
    const link = {
      module_index: 0,
      title: 'Python tutorial',
      url: 'https://docs.python.org/3/tutorial/',
    };
    expect((await staff.post(url, { ...link, url: 'http://docs.python.org' })).json().error).toBe(
      'Enter a full link that starts with https://',
    );
    expect((await staff.post(url, { ...link, module_index: 40 })).statusCode).toBe(400);
    expect((await staff.post('/api/cohorts/materials/cooking/links/', link)).statusCode).toBe(400);
    const added = await staff.post(url, link);
    expect(added.statusCode).toBe(201);
    expect(added.json().modules[0].materials).toEqual([
      expect.objectContaining({
        title: 'Python tutorial',
        url: 'https://docs.python.org/3/tutorial/',
        file_name: null,
      }),
    ]);
  });

  it('lists a mentor the materials of the programs they teach a cohort of, and staff all', async () => {
    const { app } = ctx.t;
    const python = await insertCohort(app, { program: 'python' });
    const meera = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, python, meera.email);
    const asMeera = callAs(app, meera);
    expect((await asMeera.get('/api/cohorts/materials/python/')).statusCode).toBe(200);
    const java = await asMeera.get('/api/cohorts/materials/java/');
    expect(java.statusCode).toBe(403);
    expect(java.json().error).toBe(
      'Only the mentors of a cohort of this program, and staff, see its materials.',
    );
    // A mentor without a cohort teaches no program yet.
    const dev = callAs(app, await accountWithRole(app, 'mentor', 'dev@mentora.test', 'Dev Rao'));
    expect((await dev.get('/api/cohorts/materials/python/')).statusCode).toBe(403);
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const all = await staff.get('/api/cohorts/materials/java/');
    expect(all.statusCode).toBe(200);
    expect(all.json().program).toBe('java');
  });
});
