import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** For a signed-in account that is not staff, or that the server no longer lets in. */
export function NoAccess() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">
        You don&apos;t have access to the staff console
      </h1>
      <p className="mt-3 text-muted">
        The console is for the site&apos;s staff. If you were invited, open the link in the
        invitation email while logged in with the address it was sent to.
      </p>
      <Link to="/" className={cn(buttonClass.primary, 'mt-6')}>
        Go to the home page
      </Link>
    </section>
  );
}
