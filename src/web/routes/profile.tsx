import { useState } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import { useSignedInProfile } from '../features/auth/session-gate.ts';
import { LogoutButton } from '../features/profile/logout-button.tsx';
import { MyOrders, loadMyOrders } from '../features/profile/my-orders.tsx';
import { PasswordEditor } from '../features/profile/password-editor.tsx';
import { PhotoEditor } from '../features/profile/photo-editor.tsx';
import { changeProfile } from '../features/profile/profile-changes.ts';
import { YourData } from '../features/profile/your-data.tsx';
import { VerifiedFieldEditor } from '../features/profile/verified-field-editor.tsx';
import type { VerifiedField } from '../features/profile/verified-fields.ts';
import { pageMeta } from '../lib/meta.ts';
import { CardSection } from '../components/card-section.tsx';
import type { Route } from './+types/profile.ts';

export const meta = () => pageMeta('My profile', 'Your account details.');

const VERIFIED: VerifiedField[] = ['username', 'email', 'phone'];

/**
 * 'My orders', asked for at once and handed on unawaited (<Await> in MyOrders): the profile
 * itself comes from the session gate, and shows without waiting for the list.
 */
export function clientLoader() {
  return { orders: loadMyOrders() };
}
// Asked for as the page hydrates, while the session gate's fallback shows.
clientLoader.hydrate = true as const;

/**
 * A change of the account's details or photo. The gate then reads the session again, which the
 * page and the header show; 'My orders' has not changed and is not read again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeProfile(request);
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (actionResult === undefined ? defaultShouldRevalidate : false);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const profile = useSignedInProfile();
  const [editing, setEditing] = useState<VerifiedField | 'password' | null>(null);
  const rowProps = (field: VerifiedField | 'password') => ({
    open: editing === field,
    locked: editing !== null && editing !== field,
    onOpen: () => setEditing(field),
    onClose: () => setEditing(null),
  });

  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">My profile</h1>
        <p className="mt-2 text-muted">
          Your account details. Changes to them are confirmed by email.
        </p>
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
          <section
            aria-label="Photo"
            className="flex flex-col gap-6 rounded-card border border-line bg-white p-6 shadow-card"
          >
            <PhotoEditor profile={profile} />
            <div className="border-t border-line pt-6 text-center">
              <p className="font-semibold text-ink">{profile.username}</p>
              <p className="mt-0.5 truncate text-sm text-muted">{profile.email}</p>
            </div>
            <LogoutButton />
          </section>
          <CardSection headingId="details-heading" heading="Account details" className="p-6">
            <ul className="mt-5 divide-y divide-line">
              {VERIFIED.map((field) => (
                <VerifiedFieldEditor
                  key={field}
                  field={field}
                  profile={profile}
                  {...rowProps(field)}
                />
              ))}
              <PasswordEditor {...rowProps('password')} />
            </ul>
          </CardSection>
          <div className="md:col-start-2">
            <MyOrders orders={loaderData.orders} />
          </div>
          <div className="md:col-start-2">
            <YourData />
          </div>
        </div>
      </div>
    </div>
  );
}
