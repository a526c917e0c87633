export const orderPath = (number: string) => `/staff/orders/${encodeURIComponent(number)}`;
