import type { EnquiryKind } from '../../../../domain/staff/enquiries.ts';

export const enquiryPath = ({ kind, id }: { kind: EnquiryKind; id: number }) =>
  `/staff/enquiries/${kind}/${id}`;
