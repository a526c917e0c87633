import { NavLink } from 'react-router';
import { CATALOGUE_PATH, MENTORS_PATH } from './catalogue-paths.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 text-sm font-semibold whitespace-nowrap transition ${
    isActive ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'text-ink hover:bg-brand-50'
  }`;

/** The catalogue's two lists: its programs (with their plans) and the mentors' profiles. */
export function CatalogueTabs() {
  return (
    <nav aria-label="Catalogue">
      <ul className="flex gap-2">
        <li>
          <NavLink to={CATALOGUE_PATH} end className={tabClass}>
            Programs
          </NavLink>
        </li>
        <li>
          <NavLink to={MENTORS_PATH} className={tabClass}>
            Mentors
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
