import { Link } from 'react-router';
import { can, type Role } from '../../../../domain/roles.ts';
import { buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { homeSectionFor } from '../layout/staff-sections.ts';

const WHAT_YOU_SEE: Partial<Record<Role, string>> = {
  mentor: 'As a mentor, you see the cohorts you teach: their sessions, learners and attendance.',
  accountant:
    'As an accountant, you read orders, their invoices and credit notes, the reports and the exports.',
  staff: 'Refunds, deleting reviews and the team are the owner’s.',
};

/** A console page the role may not open (a link, a bookmark): where its work is instead. */
export function NotForRole({ role }: { role: Role }) {
  const home = homeSectionFor((permission) => can(role, permission));
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">
        This page is not for your role
      </h1>
      {WHAT_YOU_SEE[role] ? <p className="mt-3 text-muted">{WHAT_YOU_SEE[role]}</p> : null}
      {home ? (
        <Link to={home.to} className={cn(buttonClass.primary, 'mt-6')}>
          {role === 'mentor' ? 'Go to your cohorts' : `Go to ${home.label}`}
        </Link>
      ) : null}
    </section>
  );
}
