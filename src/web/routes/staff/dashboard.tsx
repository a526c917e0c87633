import { DashboardScreen } from '../../features/staff/dashboard/dashboard-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Dashboard');

export default function StaffDashboard() {
  return <DashboardScreen />;
}
