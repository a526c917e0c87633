// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { learnerProfile } from '../../test/profiles.ts';
import AddressProofBanner from './address-proof-banner.tsx';

const fetchSpy = stubFetchPerTest();

const PROFILE = { ...learnerProfile, email_proved: false };

/** The server's answers, by path. */
function serverAnswers(answers: Record<string, () => Response>) {
  fetchSpy.mockImplementation(async (url) => {
    const answer = answers[String(url)];
    if (!answer) throw new Error(`unexpected request to ${String(url)}`);
    return answer();
  });
}

/** The banner on a page whose loader counts how often it ran. */
async function renderBanner(onClose = () => {}) {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <AddressProofBanner profile={PROFILE} onClose={onClose} />,
      loader,
    },
  ]);
  render(<Stub />);
  await screen.findByRole('region', { name: 'Confirm your email address' });
  return loader;
}

const code = () => screen.getByLabelText<HTMLInputElement>('Code from the email');
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

describe('the banner asking for the sign-up code', () => {
  it('names the address, and asks for 6 digits before sending anything', async () => {
    await renderBanner();
    expect(screen.getByRole('region').textContent).toContain(
      'We emailed a 6-digit code to asha@example.com.',
    );
    fireEvent.input(code(), { target: { value: '12a' } });
    confirm();
    expect(await screen.findByText('Enter the 6-digit code from your email.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, then takes the right code, reads the page again and closes", async () => {
    const onClose = vi.fn();
    const loader = await renderBanner(onClose);
    const runsBefore = loader.mock.calls.length;
    serverAnswers({
      '/api/email-proof/': () =>
        Response.json(
          { error: 'That code is not right. Check the email and try again.' },
          { status: 400 },
        ),
    });
    fireEvent.input(code(), { target: { value: '000000' } });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Check the email and try again.',
    );

    serverAnswers({
      '/api/email-proof/': () => Response.json({ ok: true, became_owner: false }),
      '/api/profile/': () => Response.json({ ...PROFILE, email_proved: true }),
    });
    fireEvent.input(code(), { target: { value: '123456' } });
    confirm();
    const done = await screen.findByRole('region', { name: 'Email address confirmed' });
    expect(done.textContent).toContain('Your email address is confirmed. Thank you.');
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(runsBefore));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends a new code and says where it went, or why it could not', async () => {
    await renderBanner();
    serverAnswers({
      '/api/email-proof/code/': () =>
        Response.json(
          { error: 'Too many codes sent. Please wait before asking for another.' },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many codes sent.');

    serverAnswers({
      '/api/email-proof/code/': () =>
        Response.json({ ok: true, message: 'A new code is on its way to asha@example.com.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A new code is on its way to asha@example.com.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
