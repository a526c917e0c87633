import { Link } from 'react-router';
import { publicConfig } from '../lib/public-config.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {publicConfig.siteName}. Expert-led mentorship programs.
        </p>
        <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
          Contact us
        </Link>
      </div>
    </footer>
  );
}
