import { z } from '../zod.ts';
import { listQueryFields, pageOf, personRefSchema } from './list-query.ts';

export const AUDIT_RECORD_TYPES = [
  'order',
  'enquiry',
  'review',
  'user',
  'invitation',
  'statement',
  'bank_credit',
  'cohort',
  'session',
  'webinar',
  'enrolment',
  'material',
  'module_check',
  'project_submission',
  'booking',
  'certificate',
  'saved_reply',
  'program',
  'mentor_profile',
  'offer',
  'module_question',
  'module_answer',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** GET /api/staff/audit/ */
export const auditQuerySchema = z.object({
  ...listQueryFields,
  actor_id: z.coerce.number({ error: 'actor_id is a number.' }).int().positive().optional(),
  record_type: z.enum(AUDIT_RECORD_TYPES, { error: 'Unknown record type.' }).optional(),
  record_id: z.string().trim().max(60).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: personRefSchema.nullable(),
  /** e.g. 'order.paid', 'enquiry.reply', 'review.hide', 'team.invite'. */
  action: z.string(),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
