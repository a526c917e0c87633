import type { Profile } from '../../../../domain/accounts.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { AccountMenuFrame } from '../../navigation/account-menu-frame.tsx';

/** Who is signed in, their profile, the way back to the site and 'Log out'. */
export function ConsoleAccountMenu({ profile }: { profile: Profile }) {
  return (
    <AccountMenuFrame
      profile={profile}
      caption={
        <>
          Signed in as{' '}
          <span className="block truncate font-semibold text-ink">{profile.username}</span>
          {ROLE_LABELS[profile.role]}
        </>
      }
      links={[
        ['/profile', 'Your profile'],
        ['/', 'Back to the site'],
      ]}
      logoutLabel="Log out"
    />
  );
}
