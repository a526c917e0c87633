import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { staffRequest } from './staff-request.ts';

export const fetchDashboard = () => staffRequest<Dashboard>('GET', '/api/staff/dashboard/');
