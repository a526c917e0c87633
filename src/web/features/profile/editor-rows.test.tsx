// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { learnerProfile } from '../../test/profiles.ts';
import { PasswordEditor } from './password-editor.tsx';
import { changeProfile } from './profile-changes.ts';
import { VerifiedFieldEditor } from './verified-field-editor.tsx';

const fetchSpy = stubFetchPerTest();

const PROFILE = learnerProfile;

/** The account details as the profile page lays them out: one row open at a time. */
function AccountDetails() {
  const [editing, setEditing] = useState<string | null>(null);
  const row = (name: string) => ({
    open: editing === name,
    locked: editing !== null && editing !== name,
    onOpen: () => setEditing(name),
    onClose: () => setEditing(null),
  });
  return (
    <ul>
      <VerifiedFieldEditor field="email" profile={PROFILE} {...row('email')} />
      <VerifiedFieldEditor field="phone" profile={PROFILE} {...row('phone')} />
      <PasswordEditor {...row('password')} />
    </ul>
  );
}

/** The rows on the profile page, whose action sends each change to the API. */
function renderAccountDetails() {
  const Stub = createRoutesStub([
    {
      path: '/profile',
      Component: AccountDetails,
      action: ({ request }: ActionFunctionArgs) => changeProfile(request),
    },
  ]);
  render(<Stub initialEntries={['/profile']} />);
}

/** The server's answers, by path; what was sent is read from the spy. */
function serverAnswers(answers: Record<string, () => Response>) {
  fetchSpy.mockImplementation(async (url) => {
    const answer = answers[String(url)];
    if (!answer) throw new Error(`unexpected request to ${String(url)}`);
    return answer();
  });
}
const sent = (path: string) =>
  fetchSpy.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

/** The inputs marked wrong, each with what it says: what a person sees after a try. */
function problems(): Array<[string, string]> {
  return [...document.querySelectorAll('input[aria-invalid="true"]')].map((input) => [
    document.querySelector(`label[for="${input.id}"]`)!.textContent!,
    document.getElementById(input.getAttribute('aria-describedby')!)!.textContent!,
  ]);
}
/** The label of the focused input; react-hook-form moves the focus a moment after it is asked. */
const focusReaches = (label: string) =>
  waitFor(() =>
    expect(document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent).toBe(
      label,
    ),
  );

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function tryAndSee(button: string): Promise<Array<[string, string]>> {
  click(button);
  await waitFor(() => expect(problems()).not.toEqual([]));
  return problems();
}

describe('changing the email', () => {
  it('says what is wrong with each try, on its field, then asks for the code and the password', async () => {
    renderAccountDetails();
    click('Change email');
    await focusReaches('New email');
    expect(screen.getByRole('button', { name: 'Change phone' })).toHaveProperty('disabled', true);

    type('New email', 'not an email');
    expect(await tryAndSee('Verify')).toEqual([['New email', 'Enter a valid email.']]);
    await focusReaches('New email');

    type('New email', ' ASHA@example.com ');
    expect(problems()).toEqual([]);
    expect(await tryAndSee('Verify')).toEqual([['New email', 'That is already your email.']]);
    expect(fetchSpy).not.toHaveBeenCalled();

    serverAnswers({
      '/api/send-verification-code/': () => Response.json({ ok: true, message: 'sent' }),
    });
    type('New email', ' meera@example.com ');
    click('Verify');
    expect((await screen.findByRole('status')).textContent).toBe('Verification code sent!');
    expect(sent('/api/send-verification-code/')).toEqual([{ email: 'meera@example.com' }]);
    expect(screen.getByRole('form', { name: 'Change email' }).textContent).toContain(
      'Enter the 6-digit code we emailed to meera@example.com, and your current password.',
    );
    await focusReaches('Verification code');
    expect(field('New email').readOnly).toBe(true);

    // Every field left wrong is named at once; editing one clears only its own.
    expect(await tryAndSee('Save')).toEqual([
      ['Verification code', 'Enter the 6-digit code from your email.'],
      ['Current password', 'Enter your current password.'],
    ]);
    await focusReaches('Verification code');
    type('Verification code', '123456');
    expect(problems()).toEqual([['Current password', 'Enter your current password.']]);
    expect(sent('/api/update-profile/')).toEqual([]);
  });

  it("marks the server's refusal on the field it names, and says the others under the row", async () => {
    renderAccountDetails();
    click('Change email');
    serverAnswers({
      '/api/send-verification-code/': () =>
        Response.json({ error: 'Enter a valid email.', field: 'email' }, { status: 400 }),
    });
    type('New email', 'meera@example.com');
    expect(await tryAndSee('Verify')).toEqual([['New email', 'Enter a valid email.']]);
    await focusReaches('New email');
    expect(screen.queryByRole('alert')).toBeNull();

    const taken = 'An account with this email already exists.';
    serverAnswers({
      '/api/send-verification-code/': () => Response.json({ error: taken }, { status: 409 }),
    });
    click('Verify');
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(problems()).toEqual([]);
  });
});

describe('changing the phone', () => {
  it('sends the code to the account email and saves the number as it is kept', async () => {
    renderAccountDetails();
    click('Change phone');
    serverAnswers({
      '/api/send-verification-code/': () => Response.json({ ok: true, message: 'sent' }),
      '/api/update-profile/': () => Response.json({ ok: true, message: 'Updated successfully' }),
      '/api/profile/': () => Response.json({ ...PROFILE, phone: '9123456780' }),
    });
    type('New phone', '98765');
    expect(await tryAndSee('Verify')).toEqual([['New phone', 'Enter a 10-digit phone number.']]);
    type('New phone', '+91 91234 56780');
    click('Verify');
    await screen.findByLabelText('Verification code');
    expect(sent('/api/send-verification-code/')).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByRole('form', { name: 'Change phone' }).textContent).toContain(
      'Enter the 6-digit code we emailed to asha@example.com.',
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();

    type('Verification code', '654321');
    click('Save');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Updated successfully'),
    );
    expect(sent('/api/update-profile/')).toEqual([
      { field: 'phone', value: '9123456780', verification_code: '654321' },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change email' })).toHaveProperty('disabled', false);
  });

  it('starts afresh after Cancel', async () => {
    renderAccountDetails();
    click('Change phone');
    type('New phone', '12');
    await tryAndSee('Verify');
    click('Cancel');
    expect(screen.queryByRole('form')).toBeNull();
    click('Change phone');
    expect(field('New phone').value).toBe('');
    expect(problems()).toEqual([]);
  });
});

describe('changing the password', () => {
  it('asks for both passwords, then says the server refused the current one', async () => {
    renderAccountDetails();
    click('Change password');
    await focusReaches('Current password');
    expect(await tryAndSee('Save')).toEqual([
      ['Current password', 'Enter your current password.'],
      ['New password', 'Password must be at least 8 characters.'],
    ]);
    await focusReaches('Current password');

    const wrong = 'Your current password is not right.';
    serverAnswers({
      '/api/update-profile/': () => Response.json({ error: wrong }, { status: 400 }),
    });
    type('Current password', 'not my password');
    type('New password', 'another good secret');
    click('Save');
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    expect(sent('/api/update-profile/')).toEqual([
      { field: 'password', value: 'another good secret', password: 'not my password' },
    ]);
  });

  it('marks a refusal naming a field on that field', async () => {
    renderAccountDetails();
    click('Change password');
    const refusal = 'Enter your current password.';
    serverAnswers({
      '/api/update-profile/': () =>
        Response.json({ error: refusal, field: 'password' }, { status: 400 }),
    });
    type('Current password', 'old secret');
    type('New password', 'another good secret');
    expect(await tryAndSee('Save')).toEqual([['Current password', refusal]]);
    await focusReaches('Current password');
  });

  it('closes the row and says so once saved', async () => {
    renderAccountDetails();
    click('Change password');
    serverAnswers({
      '/api/update-profile/': () => Response.json({ ok: true, message: 'Updated successfully' }),
    });
    type('Current password', 'old secret');
    type('New password', 'another good secret');
    click('Save');
    expect((await screen.findByRole('status')).textContent).toBe('Updated successfully');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
