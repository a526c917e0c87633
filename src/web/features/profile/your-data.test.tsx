// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { YourData } from './your-data.tsx';
import { stubModalDialogs } from '../../test/modal-dialogs.ts';

const fetchSpy = stubFetchPerTest();

stubModalDialogs();

/** Opens the dialog and tries to delete the account with this password. */
function tryToDelete(password: string) {
  render(
    <MemoryRouter>
      <YourData />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete my account' }));
  fireEvent.input(dialog.getByLabelText('Password'), { target: { value: password } });
  fireEvent.input(dialog.getByLabelText('Type DELETE to confirm'), {
    target: { value: 'DELETE' },
  });
  fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  return dialog;
}

/** What an input says about itself beside its label: its description, as read out. */
const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('deleting the account', () => {
  it('marks and focuses the password when the server says it is not right', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({ error: 'Your password is not right.', field: 'password' }, { status: 400 }),
    );
    const dialog = tryToDelete('not my password');
    const password = dialog.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(description(password)).toBe('Your password is not right.');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string)).toEqual({
      password: 'not my password',
      confirm: 'DELETE',
    });

    fireEvent.input(password, { target: { value: 'my password' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(dialog.queryByText('Your password is not right.')).toBeNull();
  });

  it('says a refusal about neither field under the form', async () => {
    const lastOwner =
      'You are the only owner: make another team member an owner before deleting your account.';
    fetchSpy.mockResolvedValue(Response.json({ error: lastOwner }, { status: 409 }));
    const dialog = tryToDelete('my password');
    expect((await dialog.findByRole('alert')).textContent).toBe(lastOwner);
    expect(dialog.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
