import type { z } from 'zod';
import type {
  LearnerDetail,
  learnerPageSchema,
  learnerQuerySchema,
} from '../../../../domain/staff/learners.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export type LearnerPage = z.infer<typeof learnerPageSchema>;
export type LearnerQuery = z.infer<typeof learnerQuerySchema>;

export const fetchLearners = (query: LearnerQuery) =>
  staffRequest<LearnerPage>('GET', withQuery('/api/staff/learners/', query));

export const fetchLearner = (id: number) =>
  staffRequest<LearnerDetail>('GET', `/api/staff/learners/${id}/`);
