import type { ReactNode } from 'react';
import type { EnrolmentCertificate } from '../../../../domain/certificates/certificates.ts';
import type { LearnerDetail } from '../../../../domain/staff/learners.ts';
import { LearnerCertificate } from '../certificates/learner-certificate.tsx';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { RoleBadge } from '../ui/status-badges.tsx';
import { LearnerOrders } from './learner-orders.tsx';
import { LearnerReviews } from './learner-reviews.tsx';

const BACK = { to: '/staff/learners', label: 'Learners' };

/** Each program the learner is enrolled in, with its completion and certificate. */
function LearnerPrograms({ certificates }: { certificates: readonly EnrolmentCertificate[] }) {
  if (certificates.length === 0) return <p className="text-muted">Not enrolled in a program.</p>;
  return (
    <ul className="divide-y divide-line">
      {certificates.map((entry) => (
        <li
          key={entry.enrolment_id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
        >
          <p className="font-semibold text-ink">
            {entry.program} <span className="font-normal text-muted">({entry.plan})</span>
          </p>
          <LearnerCertificate entry={entry} manages />
        </li>
      ))}
    </ul>
  );
}

/** One account: how to reach them, what they bought and earned, what they wrote. */
export function LearnerDetailScreen({
  learner,
  certificates,
}: {
  learner: LearnerDetail;
  /** Their programs' certificates; null when they could not be read. */
  certificates: readonly EnrolmentCertificate[] | null;
}) {
  return (
    <StaffPage
      back={BACK}
      title={learner.username}
      badge={<RoleBadge role={learner.role} />}
      intro={
        <>
          Joined <DateTime iso={learner.created_at} dateOnly />.
        </>
      }
    >
      <Panel title="Contact details">
        <DetailsList
          items={[
            {
              label: 'Email',
              value: (
                <a href={`mailto:${learner.email}`} className="text-brand-700 hover:underline">
                  {learner.email}
                </a>
              ),
            },
            {
              label: 'Email verified',
              value: learner.email_verified_at ? (
                <DateTime iso={learner.email_verified_at} dateOnly />
              ) : (
                'Not verified'
              ),
            },
            {
              label: 'Phone',
              value: learner.phone ? (
                <a href={`tel:${learner.phone}`} className="text-brand-700 hover:underline">
                  {learner.phone}
                </a>
              ) : (
                '—'
              ),
            },
          ]}
        />
      </Panel>
      {certificates ? (
        <Panel title="Programs and certificates">
          <LearnerPrograms certificates={certificates} />
        </Panel>
      ) : null}
      <Panel title={`Orders (${learner.order_list.length})`}>
        <LearnerOrders orders={learner.order_list} />
      </Panel>
      <Panel title={`Reviews (${learner.reviews.length})`}>
        <LearnerReviews reviews={learner.reviews} />
      </Panel>
    </StaffPage>
  );
}

/** A learner's page before there is a learner to show: `children` says why. */
export function LearnerPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage back={BACK} title="Learner">
      {children}
    </StaffPage>
  );
}
