/** The console's addresses for projects to review. */
export const REVIEWS_PATH = '/staff/cohorts/reviews';
export const reviewPath = (id: number) => `${REVIEWS_PATH}/${id}`;
