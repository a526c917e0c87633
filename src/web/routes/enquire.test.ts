import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleContactEnquiry as contact } from '../../domain/enquiries.fixtures.ts';
import { clientAction } from './enquire.ts';
import type { Route } from './+types/enquire.ts';

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const program = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  company: '',
  program: 'Python',
  message: '',
};

/** What the action answers to a form of `kind` sending `body`, as its fetcher does. */
const send = (kind: string, body: object) =>
  clientAction({
    request: new Request(`http://localhost/enquire/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    params: { kind },
  } as unknown as Route.ClientActionArgs);

/** The one call the action made to the API: where, and what it sent. */
const posted = () => {
  expect(fetchSpy).toHaveBeenCalledOnce();
  const [url, init] = fetchSpy.mock.calls[0]!;
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

const THANKS = (replier: string) =>
  new RegExp(
    `^Thank you! Your enquiry has been sent\\. ${replier} will reply by email or phone by the end of \\w+day, \\d{1,2} \\w+ \\(Monday to Saturday\\), and we have mailed you a reference\\.$`,
  );

describe('the enquiry route', () => {
  it.each([
    ['contact', '/api/contact-enquiry-email/', contact, 'A program advisor'],
    ['program', '/api/program-dev-enquiry-email/', program, 'A program advisor'],
    [
      'freelancing',
      '/api/freelancing-program-dev-enquiry-email/',
      { ...program, officeMotive: 'A design team', preference: 'Remote' },
      'Someone from our team',
    ],
  ])('sends a %s enquiry as it came, and thanks in its words', async (kind, url, body, replier) => {
    fetchSpy.mockResolvedValue(Response.json({ ok: true, id: 7 }, { status: 201 }));
    const answer = await send(kind, body);
    expect(answer).toEqual({ ok: true, message: expect.stringMatching(THANKS(replier)) });
    expect(posted()).toEqual({ url, method: 'POST', body });
  });

  it('hands a refusal of something typed back to its field, in the server’s words', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({ error: 'Enter a valid email.', field: 'email' }, { status: 400 }),
    );
    expect(await send('program', { ...program, email: 'asha@' })).toEqual({
      ok: false,
      error: 'Enter a valid email.',
      field: 'email',
    });
  });

  it('tells a refusal of the program, which the page filled in, in the form’s words', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'Choose a program from the catalogue.', field: 'program' },
        { status: 400 },
      ),
    );
    expect(await send('program', { ...program, program: 'Cobol' })).toEqual({
      ok: false,
      error: 'Failed to send enquiry.',
    });
  });

  it.each([
    ['contact', 'Failed to send enquiry: Too many requests. Please try again in 42 seconds.'],
    ['program', 'Failed to send enquiry.'],
    ['freelancing', 'Failed to send enquiry.'],
  ])('says the %s form was refused as the form words it', async (kind, error) => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'Too many requests. Please try again in 42 seconds.' },
        { status: 429 },
      ),
    );
    expect(await send(kind, contact)).toEqual({ ok: false, error });
  });

  it('says the contact form was refused without a reason when the server gave none', async () => {
    fetchSpy.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    expect(await send('contact', contact)).toEqual({ ok: false, error: 'Failed to send enquiry.' });
  });

  it('says so when the server could not be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await send('contact', contact)).toEqual({ ok: false, error: 'Network error.' });
  });

  it('refuses a kind of enquiry there is none of, with a 404, and asks the API nothing', async () => {
    expect(await send('newsletter', contact)).toEqual(
      data({ ok: false, error: 'Failed to send enquiry.' }, { status: 404 }),
    );
    expect(await send('toString', contact)).toEqual(
      data({ ok: false, error: 'Failed to send enquiry.' }, { status: 404 }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
