/** An offer's page in the console. */
export const offerPath = (id: number) => `/staff/offers/${id}`;
