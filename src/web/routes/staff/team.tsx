import { staffMeta } from '../../features/staff/staff-meta.ts';
import { TeamScreen } from '../../features/staff/team/team-screen.tsx';

export const meta = () => staffMeta('Team');

export default function StaffTeam() {
  return <TeamScreen />;
}
