import type { Review, ReviewDetail, ReviewList } from '../../../../domain/projects/submissions.ts';
import { staffRequest } from '../api/staff-request.ts';

const reviewPath = (id: number) => `/api/cohorts/reviews/${id}/`;

export const fetchReviews = () => staffRequest<ReviewList>('GET', '/api/cohorts/reviews/');

export const fetchReview = (id: number) => staffRequest<ReviewDetail>('GET', reviewPath(id));

export const sendReview = (id: number, review: Review) =>
  staffRequest<ReviewDetail>('POST', reviewPath(id), review);
