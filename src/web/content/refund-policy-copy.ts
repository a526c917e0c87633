/** The refund and cancellation policy's copy, from content/site/refund-policy.json. */
import refundPolicy from '../../../content/site/refund-policy.json';

export const REFUND_POLICY = refundPolicy;
