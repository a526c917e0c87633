import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../domain/catalogue/categories.ts';
import { cardsOf, PROGRAMS } from '../../../domain/catalogue/programs.ts';
import { useDisclosure } from '../../components/use-disclosure.ts';

interface ProgramGroupsProps {
  className: string;
  headingClass: string;
  linkClass: string;
}

/** Every program and freelancing page, grouped by the seven categories. */
export function ProgramGroups({ className, headingClass, linkClass }: ProgramGroupsProps) {
  return (
    <div className={className}>
      {CATEGORIES.map((category) => ({ category, links: cardsOf(category) })).map(
        ({ category, links }) => (
          <section key={category} aria-label={category}>
            <h2 className={headingClass}>{category}</h2>
            <ul className="mt-2 space-y-1">
              {links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}

/** The Programs menu: a disclosure of grouped links, closed by Escape, a click outside or leaving it. */
export function ProgramsMenu() {
  const { open, setOpen, panelId, rootRef, buttonRef } = useDisclosure();

  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-control px-3 py-2 text-ink transition hover:bg-brand-50 hover:text-brand-800"
      >
        Programs
        <ChevronDown aria-hidden className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Following any link inside closes the menu.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className="absolute inset-x-4 top-full z-50 mt-1 rounded-card border border-line bg-white p-6 shadow-raised"
      >
        <ProgramGroups
          className="grid grid-cols-4 gap-x-6 gap-y-5"
          headingClass="text-xs font-bold tracking-wide text-muted uppercase"
          linkClass="block rounded px-1 py-0.5 text-sm font-medium text-ink hover:text-brand-700 hover:underline"
        />
        <Link
          to="/programs"
          className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          See all {PROGRAMS.length} programs →
        </Link>
      </div>
    </div>
  );
}
