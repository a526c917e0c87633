import { AuditScreen } from '../../features/staff/audit/audit-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Audit log');

export default function StaffAudit() {
  return <AuditScreen />;
}
