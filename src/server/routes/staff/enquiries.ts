import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquiryDetailSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryPageSchema,
  enquiryParamsSchema,
  enquiryReplySchema,
  enquiryUpdateSchema,
  type EnquiryKind,
} from '../../../domain/staff/enquiries.ts';
import { recordAudit, type AuditChange } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { sendCsv, toCsv } from '../../csv/csv-export.ts';
import { HttpError } from '../../errors.ts';
import { enquiryReplyMail } from '../../mail/enquiry-reply-mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  addEnquiryEvent,
  enquiryDetail,
  exportEnquiries,
  findEnquiryRow,
  listEnquiries,
  updateEnquiry,
} from '../../repositories/staff/enquiries.ts';
import { findStaffMember } from '../../repositories/staff/team.ts';

const NOT_FOUND = 'There is no such enquiry.';

type EnquiryEventType = Parameters<typeof addEnquiryEvent>[1]['type'];

/** What `actor` does to one enquiry goes on its timeline and in the audit log, inside `tx`. */
function enquiryRecords(tx: Transaction<Database>, actor: User, kind: EnquiryKind, id: number) {
  return {
    event: (type: EnquiryEventType, body: string) =>
      addEnquiryEvent(tx, { kind, enquiryId: id, type, authorId: actor.id, body }),
    audit: (action: string, changes: AuditChange[]) =>
      recordAudit(tx, actor, { action, recordType: 'enquiry', recordId: `${kind}/${id}`, changes }),
  };
}
/** One export is one download: past this many rows, narrow the filters. */
export const EXPORT_CAP = 10_000;

export async function staffEnquiryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  /** A change to one enquiry answers with the enquiry as it now stands. */
  const enquiryChange = (summary: string) => ({
    summary,
    tags,
    params: enquiryParamsSchema,
    response: { 200: enquiryDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  });

  const detailOr404 = async (kind: EnquiryKind, id: number) => {
    const detail = await enquiryDetail(db, kind, id);
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return detail;
  };

  r.get(
    '/api/staff/enquiries/',
    {
      schema: {
        summary: 'Enquiries of all three forms, newest first',
        tags,
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return { ...(await listEnquiries(db, filters, page, page_size)), page, page_size };
    },
  );

  r.get(
    '/api/staff/enquiries/export.csv',
    {
      schema: {
        summary: 'The filtered enquiries as CSV (UTF-8 with BOM)',
        tags,
        querystring: enquiryListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      const rows = await exportEnquiries(db, filters, EXPORT_CAP);
      const csv = toCsv(
        [
          'Reference',
          'Received',
          'Kind',
          'Name',
          'Email',
          'Phone',
          'Program',
          'Topic',
          'Status',
          'Assignee',
        ],
        rows.map((e) => [
          e.reference,
          e.created_at,
          ENQUIRY_KIND_LABELS[e.kind],
          e.name,
          e.email,
          e.phone,
          e.program,
          e.topic,
          ENQUIRY_STATUS_LABELS[e.status],
          e.assignee?.name ?? '',
        ]),
      );
      return sendCsv(reply, 'enquiries.csv', csv);
    },
  );

  r.get(
    '/api/staff/enquiries/:kind/:id/',
    {
      schema: {
        summary: 'One enquiry with its notes, replies and changes',
        tags,
        params: enquiryParamsSchema,
        response: { 200: enquiryDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => detailOr404(request.params.kind, request.params.id),
  );

  r.patch(
    '/api/staff/enquiries/:kind/:id/',
    {
      schema: {
        ...enquiryChange("Change an enquiry's status or assignee"),
        body: enquiryUpdateSchema,
      },
    },
    async (request) => {
      const actor = request.user!;
      const { kind, id } = request.params;
      const { status, assignee_id } = request.body;
      const assignee =
        assignee_id === undefined || assignee_id === null
          ? null
          : await findStaffMember(db, assignee_id);
      if (assignee_id && !assignee) {
        throw new HttpError(
          400,
          'Assign the enquiry to a member of staff.',
          {},
          { field: 'assignee_id' },
        );
      }
      await db.transaction().execute(async (tx) => {
        const row = await findEnquiryRow(tx, kind, id);
        if (!row) throw new HttpError(404, NOT_FOUND);
        const records = enquiryRecords(tx, actor, kind, id);
        const changes = [];
        const set: Parameters<typeof updateEnquiry>[3] = {};
        if (status !== undefined && status !== row.status) {
          set.status = status;
          changes.push({ field: 'status', before: row.status, after: status });
          const from = ENQUIRY_STATUS_LABELS[row.status as keyof typeof ENQUIRY_STATUS_LABELS];
          await records.event('status', `Status: ${from} → ${ENQUIRY_STATUS_LABELS[status]}`);
        }
        if (assignee_id !== undefined && assignee_id !== row.assignee_id) {
          set.assignee_id = assignee_id;
          changes.push({ field: 'assignee_id', before: row.assignee_id, after: assignee_id });
          await records.event(
            'assignee',
            assignee ? `Assigned to ${assignee.username}` : 'Unassigned',
          );
        }
        if (changes.length === 0) return;
        await updateEnquiry(tx, kind, id, set);
        await records.audit('enquiry.update', changes);
      });
      return detailOr404(kind, id);
    },
  );

  r.post(
    '/api/staff/enquiries/:kind/:id/notes/',
    {
      schema: {
        ...enquiryChange('Add an internal note (never sent to the enquirer)'),
        body: enquiryNoteSchema,
      },
    },
    async (request) => {
      const actor = request.user!;
      const { kind, id } = request.params;
      await db.transaction().execute(async (tx) => {
        if (!(await findEnquiryRow(tx, kind, id))) throw new HttpError(404, NOT_FOUND);
        const records = enquiryRecords(tx, actor, kind, id);
        await records.event('note', request.body.body);
        await records.audit('enquiry.note', [
          { field: 'note', before: null, after: request.body.body },
        ]);
      });
      return detailOr404(kind, id);
    },
  );

  r.post(
    '/api/staff/enquiries/:kind/:id/replies/',
    {
      schema: {
        ...enquiryChange('Reply to the enquirer by mail'),
        description:
          "Sent through the outbox with Reply-To set to the team's inbox and the enquiry's reference in the subject; kept on the enquiry's timeline.",
        body: enquiryReplySchema,
      },
    },
    async (request) => {
      const actor = request.user!;
      const { kind, id } = request.params;
      const enquiry = await detailOr404(kind, id);
      await db.transaction().execute(async (tx) => {
        const records = enquiryRecords(tx, actor, kind, id);
        const eventId = await records.event('reply', request.body.body);
        await enqueueMail(
          tx,
          enquiryReplyMail({
            sender: app.config.identity,
            enquiryInbox: app.config.mail.enquiryInbox,
            enquiry,
            body: request.body.body,
            author: actor.username,
            dedupeKey: `enquiry-reply-${eventId}`,
          }),
        );
        await records.audit('enquiry.reply', [
          { field: 'reply', before: null, after: request.body.body },
        ]);
      });
      app.mailWorker.notify();
      return detailOr404(kind, id);
    },
  );
}
