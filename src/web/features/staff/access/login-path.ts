/** /login (or /signup) that returns the person to `next` afterwards. */
export const loginPath = (next: string) => `/login?${new URLSearchParams({ next })}`;
export const signupPath = (next: string) => `/signup?${new URLSearchParams({ next })}`;
