import { ReportsScreen } from '../../features/staff/reports/reports-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Reports');

export default function StaffReports() {
  return <ReportsScreen />;
}
