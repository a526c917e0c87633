import type { z } from 'zod';
import type {
  StaffReview,
  StaffReviewQuery,
  staffReviewPageSchema,
} from '../../../../domain/staff/reviews.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export type StaffReviewPage = z.infer<typeof staffReviewPageSchema>;

export const fetchStaffReviews = (query: StaffReviewQuery) =>
  staffRequest<StaffReviewPage>('GET', withQuery('/api/staff/reviews/', query));

export const hideReview = (id: number) =>
  staffRequest<StaffReview>('POST', `/api/staff/reviews/${id}/hide/`);

export const restoreReview = (id: number) =>
  staffRequest<StaffReview>('POST', `/api/staff/reviews/${id}/restore/`);

export const deleteStaffReview = (id: number) =>
  staffRequest<undefined>('DELETE', `/api/staff/reviews/${id}/`);
