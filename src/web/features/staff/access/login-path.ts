/** /login (or /signup) that returns the person to `next` afterwards. */
export const loginPath = (next: string) => `/login?${new URLSearchParams({ next })}`;
/** With `email`, the sign-up form starts with that address filled in. */
export const signupPath = (next: string, email?: string) =>
  `/signup?${new URLSearchParams(email === undefined ? { next } : { next, email })}`;
