import { z } from '../zod.ts';
import { listQueryFields, pageOf, personRefSchema } from './list-query.ts';

export const ENQUIRY_KINDS = ['contact', 'program', 'freelancing'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  contact: 'Contact',
  program: 'Program',
  freelancing: 'Freelancing',
};

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

const PREFIX: Record<EnquiryKind, string> = { contact: 'C', program: 'P', freelancing: 'F' };

/** How staff and the enquirer name an enquiry, e.g. in a reply's subject: 'ENQ-C-42'. */
export const enquiryReference = (kind: EnquiryKind, id: number) => `ENQ-${PREFIX[kind]}-${id}`;

/** GET /api/staff/enquiries/ (and the CSV export): filters from the URL. */
export const enquiryListQuerySchema = z.object({
  ...listQueryFields,
  kind: z.enum(ENQUIRY_KINDS, { error: 'kind is contact, program or freelancing.' }).optional(),
  status: z.enum(ENQUIRY_STATUSES, { error: 'status is new, in_progress or closed.' }).optional(),
  program: z.string().trim().max(120).optional(),
  /** 'overdue': only new enquiries past the reply-by time their acknowledgement promised. */
  due: z.enum(['overdue'], { error: 'due is overdue.' }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquirySummarySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The program asked about; null for contact enquiries. */
  program: z.string().nullable(),
  /** The contact form's subject, or what the enquiry is about. */
  topic: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  assignee: personRefSchema.nullable(),
  created_at: z.string(),
  /** When the reply promised in the acknowledgement is due (the end of an IST working day). */
  reply_by: z.string(),
  /** Still new after `reply_by`. */
  overdue: z.boolean(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
export const enquiryPageSchema = pageOf(enquirySummarySchema);

export const ENQUIRY_EVENT_TYPES = ['note', 'reply', 'status', 'assignee'] as const;
export const enquiryEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(ENQUIRY_EVENT_TYPES),
  author: personRefSchema.nullable(),
  /** The note, the reply as sent, or what changed ('Status: New → In progress'). */
  body: z.string(),
  created_at: z.string(),
});
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;

export const enquiryDetailSchema = enquirySummarySchema.extend({
  company: z.string(),
  /** Every field the person filled in, labelled as the form labels it. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  timeline: z.array(enquiryEventSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const enquiryParamsSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS, { error: 'No such enquiry.' }),
  id: z.coerce.number({ error: 'No such enquiry.' }).int().positive().max(2_147_483_647),
});

/** PATCH /api/staff/enquiries/:kind/:id/: status and/or assignee (null unassigns). */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: 'status is new, in_progress or closed.' }).optional(),
    assignee_id: z.number().int().positive().nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee_id !== undefined, {
    error: 'Send a status or an assignee_id.',
  });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

export const NOTE_MAX = 5000;
export const enquiryNoteSchema = z.object({
  body: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(NOTE_MAX, { error: `Keep the note under ${NOTE_MAX} characters.` }),
});

export const enquiryReplySchema = z.object({
  body: z
    .string({ error: 'Write the reply.' })
    .trim()
    .min(1, { error: 'Write the reply.' })
    .max(NOTE_MAX, { error: `Keep the reply under ${NOTE_MAX} characters.` }),
});

/** POST /api/staff/enquiries/:kind/:id/replies/preview/: the mail as it would go. */
export const enquiryReplyPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type EnquiryReplyPreview = z.infer<typeof enquiryReplyPreviewSchema>;

const enquiryRefSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS, { error: 'kind is contact, program or freelancing.' }),
  id: z.number({ error: 'id is a number.' }).int().positive().max(2_147_483_647),
});
export type EnquiryRef = z.infer<typeof enquiryRefSchema>;

export const BULK_MAX = 100;
const bulkEnquiries = z
  .array(enquiryRefSchema, { error: 'Choose the enquiries to change.' })
  .min(1, { error: 'Choose the enquiries to change.' })
  .max(BULK_MAX, { error: `Change at most ${BULK_MAX} enquiries at once.` });

/** POST /api/staff/enquiries/bulk/: the selected enquiries assigned (null unassigns) or closed. */
export const enquiryBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assign'),
      enquiries: bulkEnquiries,
      assignee_id: z
        .number({ error: 'Choose whom to assign them to.' })
        .int()
        .positive()
        .nullable(),
    }),
    z.object({ action: z.literal('close'), enquiries: bulkEnquiries }),
  ],
  { error: 'action is assign or close.' },
);
export type EnquiryBulk = z.infer<typeof enquiryBulkSchema>;
export const enquiryBulkResultSchema = z.object({
  /** How many enquiries changed: those already so are left as they are. */
  changed: z.number().int(),
});

export const SAVED_REPLY_NAME_MAX = 80;
/** A reply text staff keep under a name, to start a reply from. */
export const savedReplySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyListSchema = z.object({ results: z.array(savedReplySchema) });

/** POST /api/staff/saved-replies/, and PATCH /api/staff/saved-replies/:id/ (both fields). */
export const savedReplyInputSchema = z.object({
  name: z
    .string({ error: 'Name the saved reply.' })
    .trim()
    .min(1, { error: 'Name the saved reply.' })
    .max(SAVED_REPLY_NAME_MAX, {
      error: `Keep the name under ${SAVED_REPLY_NAME_MAX} characters.`,
    }),
  body: enquiryReplySchema.shape.body,
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;
export const savedReplyParamsSchema = z.object({
  id: z.coerce.number({ error: 'No such saved reply.' }).int().positive().max(2_147_483_647),
});
