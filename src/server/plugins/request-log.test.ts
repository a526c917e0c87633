import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { redactUrl } from './url-redaction.ts';

describeEachEngine('the request log', (engine) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('does not record the tokens and codes that mailed links carry', async () => {
    const lines: string[] = [];
    t = await createTestApp(
      engine,
      { logLevel: 'info' },
      { logStream: { write: (l) => lines.push(l) } },
    );
    const secret = 'S3cretT0kenValue_abcdefghijklmnop';
    for (const url of [
      `/staff/accept-invite?token=${secret}`,
      `/account/undo-email-change?token=${secret}&from=mail`,
      `/api/staff-invitations/${secret}/`,
      `/login?code=${secret}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const requests = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requests).toHaveLength(4);
    expect(lines.join('\n')).not.toContain(secret);
    expect(requests.join('\n')).toContain('/account/undo-email-change?token=[redacted]&from=mail');
  });
});

it('keeps the rest of a URL as it was', () => {
  expect(redactUrl('/api/staff/orders/?status=paid&page=2')).toBe(
    '/api/staff/orders/?status=paid&page=2',
  );
  expect(redactUrl('/api/staff-invitations/accept/')).toBe('/api/staff-invitations/accept/');
  expect(redactUrl('/api/calendar/q2XyZ_secret.ics')).toBe('/api/calendar/[redacted]');
  expect(redactUrl('/seats/q2XyZ_secret')).toBe('/seats/[redacted]');
  expect(redactUrl('/api/seats/q2XyZ_secret/')).toBe('/api/seats/[redacted]/');
  expect(redactUrl('/api/seats/claim/')).toBe('/api/seats/claim/');
  expect(redactUrl('/x?Token=a&reset%5Fcode=b&q')).toBe(
    '/x?Token=[redacted]&reset%5Fcode=[redacted]&q',
  );
});
