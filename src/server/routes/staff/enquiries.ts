import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  ENQUIRY_STATUS_LABELS,
  enquiryBulkResultSchema,
  enquiryBulkSchema,
  enquiryDetailSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryPageSchema,
  enquiryParamsSchema,
  enquiryReference,
  enquiryReplyPreviewSchema,
  enquiryReplySchema,
  enquiryUpdateSchema,
  savedReplyInputSchema,
  savedReplyListSchema,
  savedReplyParamsSchema,
  savedReplySchema,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryStatus,
  type EnquiryUpdate,
} from '../../../domain/staff/enquiries.ts';
import { okSchema } from '../../../domain/staff/list-query.ts';
import { changedFields, recordAudit, type AuditChange } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { enquiryReplyMail } from '../../mail/enquiry-reply-mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  addEnquiryEvent,
  deleteSavedReply,
  enquiryDetail,
  findEnquiryRow,
  findSavedReply,
  insertSavedReply,
  listEnquiries,
  listSavedReplies,
  savedReplyNameTaken,
  updateEnquiry,
  updateSavedReply,
} from '../../repositories/staff/enquiries.ts';
import { findStaffMember } from '../../repositories/staff/team.ts';

const NOT_FOUND = 'There is no such enquiry.';
const NO_SAVED_REPLY = 'There is no such saved reply.';
const NOT_STAFF = 'Assign the enquiry to a member of staff.';

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

/**
 * Sets the status and/or assignee of the enquiry whose row is `row`, with a timeline event per
 * change and one audit row (`action`) when anything changed. Returns whether it did.
 */
async function changeEnquiry(
  tx: Transaction<Database>,
  actor: User,
  target: { kind: EnquiryKind; id: number; row: Record<string, unknown> },
  change: EnquiryUpdate,
  assigneeName: string | null,
  action: string,
): Promise<boolean> {
  const { kind, id, row } = target;
  const records = enquiryRecords(tx, actor, kind, id);
  const { status, assignee_id } = change;
  const changes: AuditChange[] = [];
  const set: Parameters<typeof updateEnquiry>[3] = {};
  if (status !== undefined && status !== row.status) {
    set.status = status;
    changes.push({ field: 'status', before: row.status, after: status });
    const from = ENQUIRY_STATUS_LABELS[row.status as EnquiryStatus];
    await records.event('status', `Status: ${from} → ${ENQUIRY_STATUS_LABELS[status]}`);
  }
  if (assignee_id !== undefined && assignee_id !== row.assignee_id) {
    set.assignee_id = assignee_id;
    changes.push({ field: 'assignee_id', before: row.assignee_id, after: assignee_id });
    await records.event('assignee', assigneeName ? `Assigned to ${assigneeName}` : 'Unassigned');
  }
  if (changes.length === 0) return false;
  await updateEnquiry(tx, kind, id, set);
  await records.audit(action, changes);
  return true;
}

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

  /** The name of the staff member an enquiry is to be assigned to; 400 for anyone else. */
  const assigneeNameOf = async (assigneeId: number | null | undefined) => {
    if (assigneeId === undefined || assigneeId === null) return null;
    const assignee = await findStaffMember(db, assigneeId);
    if (!assignee) throw new HttpError(400, NOT_STAFF, {}, { field: 'assignee_id' });
    return assignee.username;
  };

  /** The one mail a reply sends: the preview shows it, the reply route queues it. */
  const replyMail = (enquiry: EnquiryDetail, body: string, author: User, dedupeKey: string) =>
    enquiryReplyMail({
      sender: app.config.identity,
      enquiryInbox: app.config.mail.enquiryInbox,
      enquiry,
      body,
      author: author.username,
      dedupeKey,
    });

  const savedReplyOr404 = async (id: number) => {
    const found = await findSavedReply(db, id);
    if (!found) throw new HttpError(404, NO_SAVED_REPLY);
    return { id: found.id, name: found.name, body: found.body, updated_at: found.updated_at };
  };
  const refuseTakenName = async (name: string, exceptId?: number) => {
    if (await savedReplyNameTaken(db, name, exceptId)) {
      throw new HttpError(409, `A saved reply is already named '${name}'.`, {}, { field: 'name' });
    }
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
      const assigneeName = await assigneeNameOf(request.body.assignee_id);
      await db.transaction().execute(async (tx) => {
        const row = await findEnquiryRow(tx, kind, id);
        if (!row) throw new HttpError(404, NOT_FOUND);
        const target = { kind, id, row };
        await changeEnquiry(tx, actor, target, request.body, assigneeName, 'enquiry.update');
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
      const { body } = request.body;
      const enquiry = await detailOr404(kind, id);
      await db.transaction().execute(async (tx) => {
        const row = await findEnquiryRow(tx, kind, id);
        if (!row) throw new HttpError(404, NOT_FOUND);
        const records = enquiryRecords(tx, actor, kind, id);
        const eventId = await records.event('reply', body);
        await enqueueMail(tx, replyMail(enquiry, body, actor, `enquiry-reply-${eventId}`));
        const changes: AuditChange[] = [{ field: 'reply', before: null, after: body }];
        // Someone has answered: a new enquiry no longer waits for its first reply.
        if (row.status === 'new') {
          await updateEnquiry(tx, kind, id, { status: 'in_progress' });
          await records.event(
            'status',
            `Status: ${ENQUIRY_STATUS_LABELS.new} → ${ENQUIRY_STATUS_LABELS.in_progress}`,
          );
          changes.push({ field: 'status', before: 'new', after: 'in_progress' });
        }
        await records.audit('enquiry.reply', changes);
      });
      app.mailWorker.notify();
      return detailOr404(kind, id);
    },
  );

  r.post(
    '/api/staff/enquiries/:kind/:id/replies/preview/',
    {
      schema: {
        summary: 'The reply mail exactly as it would be sent; nothing is sent or saved',
        tags,
        params: enquiryParamsSchema,
        body: enquiryReplySchema,
        response: { 200: enquiryReplyPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const enquiry = await detailOr404(kind, id);
      const mail = replyMail(enquiry, request.body.body, request.user!, 'preview');
      return { to: mail.to, subject: mail.subject, text: mail.text };
    },
  );

  r.post(
    '/api/staff/enquiries/bulk/',
    {
      schema: {
        summary: 'Assign or close several enquiries at once',
        description:
          'All or nothing: one unknown enquiry (400) or a non-staff assignee (400) changes none. Each enquiry that changes gets its own audit row.',
        tags,
        body: enquiryBulkSchema,
        response: { 200: enquiryBulkResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = request.user!;
      const bulk = request.body;
      const change: EnquiryUpdate =
        bulk.action === 'assign' ? { assignee_id: bulk.assignee_id } : { status: 'closed' };
      const action = bulk.action === 'assign' ? 'enquiry.assign' : 'enquiry.close';
      const assigneeName = await assigneeNameOf(change.assignee_id);
      const targets = [...new Map(bulk.enquiries.map((e) => [`${e.kind}/${e.id}`, e])).values()];
      const changed = await db.transaction().execute(async (tx) => {
        let count = 0;
        for (const { kind, id } of targets) {
          const row = await findEnquiryRow(tx, kind, id);
          if (!row) {
            throw new HttpError(
              400,
              `There is no enquiry ${enquiryReference(kind, id)}: nothing was changed.`,
              {},
              { field: 'enquiries' },
            );
          }
          const target = { kind, id, row };
          if (await changeEnquiry(tx, actor, target, change, assigneeName, action)) count += 1;
        }
        return count;
      });
      return { changed };
    },
  );

  r.get(
    '/api/staff/saved-replies/',
    {
      schema: {
        summary: 'The saved replies, by name',
        tags,
        response: { 200: savedReplyListSchema },
      },
    },
    async () => ({ results: await listSavedReplies(db) }),
  );

  r.post(
    '/api/staff/saved-replies/',
    {
      schema: {
        summary: 'Save a reply text under a name',
        tags,
        body: savedReplyInputSchema,
        response: { 201: savedReplySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      await refuseTakenName(request.body.name);
      const id = await db.transaction().execute(async (tx) => {
        const id = await insertSavedReply(tx, request.body, actor.id);
        await recordAudit(tx, actor, {
          action: 'saved_reply.create',
          recordType: 'saved_reply',
          recordId: id,
          changes: [
            { field: 'name', before: null, after: request.body.name },
            { field: 'body', before: null, after: request.body.body },
          ],
        });
        return id;
      });
      return reply.code(201).send(await savedReplyOr404(id));
    },
  );

  r.patch(
    '/api/staff/saved-replies/:id/',
    {
      schema: {
        summary: "Change a saved reply's name and text",
        tags,
        params: savedReplyParamsSchema,
        body: savedReplyInputSchema,
        response: {
          200: savedReplySchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const { id } = request.params;
      const before = await savedReplyOr404(id);
      await refuseTakenName(request.body.name, id);
      await db.transaction().execute(async (tx) => {
        const changes = changedFields({ name: before.name, body: before.body }, request.body);
        if (changes.length === 0) return;
        await updateSavedReply(tx, id, request.body);
        await recordAudit(tx, actor, {
          action: 'saved_reply.update',
          recordType: 'saved_reply',
          recordId: id,
          changes,
        });
      });
      return savedReplyOr404(id);
    },
  );

  r.delete(
    '/api/staff/saved-replies/:id/',
    {
      schema: {
        summary: 'Delete a saved reply (replies already sent keep their text)',
        tags,
        params: savedReplyParamsSchema,
        response: { 200: okSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = request.user!;
      const { id } = request.params;
      const before = await savedReplyOr404(id);
      await db.transaction().execute(async (tx) => {
        await deleteSavedReply(tx, id);
        await recordAudit(tx, actor, {
          action: 'saved_reply.delete',
          recordType: 'saved_reply',
          recordId: id,
          changes: [
            { field: 'name', before: before.name, after: null },
            { field: 'body', before: before.body, after: null },
          ],
        });
      });
      return { ok: true as const };
    },
  );
}
