// Invoker commands (HTML): a button opens or closes a dialog by itself, before any script has
// run. React passes the attributes through as they are; its types do not list them yet.
import 'react';

declare module 'react' {
  // Merged with React's declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}
