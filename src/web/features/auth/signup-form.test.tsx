// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';

const fetchSpy = stubFetchPerTest();

/** The fields marked wrong, each with what it says: what a person sees after 'Sign Up'. */
function problems(): Array<[string, string]> {
  return [...document.querySelectorAll('input[aria-invalid="true"]')].map((input) => [
    document.querySelector(`label[for="${input.id}"]`)!.textContent!,
    document.getElementById(input.getAttribute('aria-describedby')!)!.textContent!,
  ]);
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function submitAndSee(): Promise<Array<[string, string]>> {
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(problems()).not.toEqual([]));
  return problems();
}

describe('the sign-up form', () => {
  it('names one problem at a time, in the order of the fields, and sends nothing', async () => {
    const Stub = createRoutesStub([
      { path: '/signup', Component: () => <SignupForm label="Sign up" onSignedUp={vi.fn()} /> },
    ]);
    render(<Stub initialEntries={['/signup']} />);
    const first = await submitAndSee();
    expect(first.map(([label]) => label)).toEqual(['Full name']);

    // Typing clears what was said; the next problem comes with the next try.
    type('Full name', 'Asha Rao');
    expect(problems()).toEqual([]);
    expect(await submitAndSee()).toEqual([['Email', 'Enter a valid email.']]);

    type('Email', 'asha@example.com');
    expect((await submitAndSee()).map(([label]) => label)).toEqual(['Phone']);

    type('Phone', '98765 43210');
    expect(await submitAndSee()).toEqual([['Password', 'Password must be at least 8 characters.']]);

    type('Password', 'correct horse');
    type('Confirm password', 'correct horsf');
    expect(await submitAndSee()).toEqual([['Confirm password', 'Passwords do not match.']]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
