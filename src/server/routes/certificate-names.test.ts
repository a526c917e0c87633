import { expect, it } from 'vitest';
import { certificateForCredential } from '../certificates/credential-certificates.ts';
import { openBadgeJwt } from '../certificates/open-badge.ts';
import { accountWithRole, callAs } from '../test/accounts.ts';
import { ashaCertified } from '../test/certificates.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { hasPdftotext, pdfText } from '../test/pdf-text.ts';

const NUMBER = 'MC-7K3Q-9XTD-2M8F';
/** A buyer's name taken before the name rules: a bidi override, then a line of its own. */
const KEPT_NAME = 'Asha Rao\u202Eevil\r\nMentora Official';
const PRINTED = 'Asha Raoevil Mentora Official';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

describeEachEngine('names a certificate prints', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('prints a name kept from before the name rules as it reads, wherever the certificate goes', async () => {
    const { app } = ctx.t;
    const asha = await ashaCertified(app, {
      number: NUMBER,
      learner_name: KEPT_NAME,
      issued_by_name: 'Neha\u200B Staff',
    });
    const visitor = callAs(app, undefined);

    const page = (await visitor.get(`/api/certificates/${NUMBER}`)).json();
    expect(page).toMatchObject({ learner_name: PRINTED, issued_by_name: 'Neha Staff' });

    const pdf = await callAs(app, asha).get(`/api/certificates/${NUMBER}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    // The document's subject, as a PDF reader's properties show it (a PDF string, brackets escaped).
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Python \\(Pro Plan\\): ${PRINTED})`);
    if (hasPdftotext) expect(pdfText(pdf.rawPayload)).toContain(PRINTED);

    const jwt = (await visitor.get(`/api/certificates/${NUMBER}/open-badge.jwt`)).body;
    expect(claimsOf(jwt).credentialSubject.identifier).toEqual([
      expect.objectContaining({ identityType: 'name', identityHash: PRINTED }),
    ]);

    // A credential signed before names were cleaned still verifies, its name shown as it reads.
    const certificate = (await certificateForCredential(app.database.db, NUMBER))!;
    const signedBefore = await openBadgeJwt(app, { ...certificate, learnerName: KEPT_NAME });
    expect(claimsOf(signedBefore).credentialSubject.identifier[0].identityHash).toBe(KEPT_NAME);
    const verdict = await visitor.post('/api/credentials/verify', { credential: signedBefore });
    expect(verdict.json()).toMatchObject({ valid: true, certificate: { learnerName: PRINTED } });

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const revoked = await staff.post(`/api/cohorts/certificates/${NUMBER}/revoke/`, {
      reason: 'the final project was copied',
    });
    expect(revoked.statusCode).toBe(200);
    await app.mailWorker.drain();
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.text).toContain(`Hello ${PRINTED}, your certificate was revoked`);
  });
});
