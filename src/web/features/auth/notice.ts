// Apart from the account screens' frame: the program pages' 'Add Cart' sends a notice to the
// login screen, and would otherwise load that screen's code with the page.
/** A message carried to the next screen in the navigation state, e.g. why the user is at /login. */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** Prefills the login form's first field. */
  username?: string;
}

export const withNotice = (notice: Notice) => ({ state: { notice } });
