// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { learnerProfile } from '../../test/profiles.ts';
import { logIn, resetPassword, signUp } from './auth-actions.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { AUTH_CHANGED } from './session.ts';
import { SignupForm } from './signup-form.tsx';

const fetchSpy = stubFetchPerTest();

/** The API as each test tells it, by path; what was sent is read from the spy. */
function serve(answers: Record<string, () => Response>) {
  fetchSpy.mockImplementation(async (url) => {
    const answer = answers[String(url)];
    return answer ? answer() : Response.json({ error: 'Not here.' }, { status: 404 });
  });
}
const sent = (path: string) =>
  fetchSpy.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

const action =
  (act: (request: Request) => Promise<unknown>) =>
  ({ request }: ActionFunctionArgs) =>
    act(request);

/** The auth pages' forms on their routes, whose actions send them, and where they lead. */
function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([
    { path: '/login', Component: path === '/login' ? () => element : Where, action: action(logIn) },
    { path: '/signup', Component: () => element, action: action(signUp) },
    { path: '/forgot-password', Component: () => element, action: action(resetPassword) },
    { path: '/profile', Component: Where },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the login form, sent through the login route’s action', () => {
  it('says the server’s refusal, then signs in, tells the page and goes on', async () => {
    let attempts = 0;
    serve({
      '/api/login/': () =>
        (attempts += 1) === 1
          ? Response.json({ error: 'Invalid username or password.' }, { status: 401 })
          : Response.json({ ok: true }),
      '/api/profile/': () => Response.json(learnerProfile),
    });
    const announced = vi.fn();
    window.addEventListener(AUTH_CHANGED, announced);
    const onSignedIn = vi.fn();
    renderAt('/login', <LoginForm next="/profile" onSignedIn={onSignedIn} />);

    type('Username or email', 'asha@example.com');
    type('Password', 'wrong password');
    click('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(announced).not.toHaveBeenCalled();

    type('Password', 'correct horse');
    click('Log in');
    expect(await screen.findByText('At /profile')).toBeTruthy();
    window.removeEventListener(AUTH_CHANGED, announced);
    expect(sent('/api/login/')).toEqual([
      { username: 'asha@example.com', password: 'wrong password' },
      { username: 'asha@example.com', password: 'correct horse' },
    ]);
    expect((announced.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      status: 'signed-in',
      profile: learnerProfile,
    });
    expect(onSignedIn).toHaveBeenCalled();
  });
});

describe('the sign-up form, sent through the sign-up route’s action', () => {
  it('says why the server refused, then creates the account', async () => {
    let attempts = 0;
    serve({
      '/api/signup/': () =>
        (attempts += 1) === 1
          ? Response.json({ error: 'Email already exists.', field: 'email' }, { status: 400 })
          : Response.json({ ok: true }, { status: 201 }),
      '/api/profile/': () => Response.json(learnerProfile),
    });
    const onSignedUp = vi.fn();
    renderAt('/signup', <SignupForm label="Sign up" onSignedUp={onSignedUp} />);
    type('Full name', 'Asha Rao');
    type('Email', 'asha@example.com');
    type('Phone', '9876543210');
    type('Password', 'correct horse');
    type('Confirm password', 'correct horse');
    click('Sign Up');
    expect((await screen.findByRole('alert')).textContent).toBe('Email already exists.');
    click('Sign Up');
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('asha@example.com'));
    expect(sent('/api/signup/')[1]).toEqual({
      username: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'correct horse',
    });
  });
});

describe('the password reset, sent through its route’s action', () => {
  it('mails a code, says a wrong one is wrong, sends another, then changes the password', async () => {
    let resets = 0;
    serve({
      '/api/forgot-password-otp/': () => Response.json({ ok: true, message: 'Sent.' }),
      '/api/forgot-password-verify/': () =>
        (resets += 1) === 1
          ? Response.json({ error: 'Invalid or expired OTP.' }, { status: 400 })
          : Response.json({ ok: true, message: 'Changed.' }),
    });
    renderAt('/forgot-password', <ForgotPasswordForm />);
    type('Username or email', 'asha');
    click('Send OTP');
    expect((await screen.findByRole('status')).textContent).toBe('OTP sent to your email.');

    type('OTP', '123456');
    type('New password', 'a new horse');
    click('Change password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP.');
    click('Send a new code');
    await waitFor(() => expect(sent('/api/forgot-password-otp/')).toHaveLength(2));
    expect((await screen.findByRole('status')).textContent).toBe('OTP sent to your email.');

    click('Change password');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Password changed successfully!'),
    );
    expect(sent('/api/forgot-password-verify/')[1]).toEqual({
      username: 'asha',
      otp: '123456',
      new_password: 'a new horse',
    });
  });
});
