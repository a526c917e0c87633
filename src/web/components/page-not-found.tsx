import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';
import { buttonClass } from './button.tsx';

/** The 404 page's content: for unknown paths, and for a record the person may not see. */
export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">
        404 - Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-muted">
        The page you are looking for has moved or never existed. Let us take you back.
      </p>
      <Link to="/" className={cn(buttonClass.primary, 'mt-8')}>
        Return to Home
      </Link>
    </section>
  );
}
