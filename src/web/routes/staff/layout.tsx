import { StaffGate } from '../../features/staff/access/staff-gate.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Staff console');

export default function StaffLayout() {
  return <StaffGate />;
}
