import { AcceptInviteScreen } from '../../features/staff/invitations/accept-invite-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Staff invitation');

export default function StaffAcceptInvite() {
  return <AcceptInviteScreen />;
}
