import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mentorDocumentSchema,
  newMentorSchema,
} from '../../../domain/catalogue/catalogue-edits.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  catalogueParamsSchema,
  mentorAccountSchema,
  mentorListSchema,
  mentorProgramsSchema,
  mentorRecordSchema,
} from '../../../domain/staff/catalogue.ts';
import { requirePermission } from '../../auth/guards.ts';
import { catalogueChanged } from '../../catalogue/catalogue-cache.ts';
import {
  createMentor,
  discardMentorDraft,
  listMentors,
  mentorRecord,
  mentorRowOr404,
  saveMentorDraft,
} from '../../catalogue/mentor-profiles.ts';
import {
  linkMentorAccount,
  publishMentor,
  setMentorPrograms,
} from '../../catalogue/mentor-publishing.ts';

/** Mentors' public profiles in the console; registered by catalogue.ts, under the same rules. */
export async function staffCatalogueMentorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff', 'catalogue'];
  const drafts = { onRequest: requirePermission('edit-catalogue') };
  const publishing = { onRequest: requirePermission('publish-catalogue') };
  const base = '/api/staff/catalogue/mentors';

  r.get(
    `${base}/`,
    {
      schema: {
        summary: 'Every mentor profile, published or only drafted, with the programs they teach',
        tags,
        response: { 200: mentorListSchema },
      },
    },
    async () => ({ results: await listMentors(db) }),
  );

  r.post(
    `${base}/`,
    {
      ...drafts,
      schema: {
        summary: 'Create a mentor profile as a draft',
        tags,
        body: newMentorSchema,
        response: { 201: mentorRecordSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug, ...document } = request.body;
      return reply.code(201).send(await createMentor(db, request.user!, slug, document));
    },
  );

  r.get(
    `${base}/:slug/`,
    {
      schema: {
        summary: 'A mentor profile: what the site shows, the draft, the account, the programs',
        tags,
        params: catalogueParamsSchema,
        response: { 200: mentorRecordSchema, 404: apiErrorSchema },
      },
    },
    async (request) => mentorRecord(db, await mentorRowOr404(db, request.params.slug)),
  );

  r.put(
    `${base}/:slug/draft/`,
    {
      ...drafts,
      schema: {
        summary: 'Save the whole draft of a mentor profile',
        tags,
        params: catalogueParamsSchema,
        body: mentorDocumentSchema,
        response: {
          200: mentorRecordSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => saveMentorDraft(db, request.user!, request.params.slug, request.body),
  );

  r.delete(
    `${base}/:slug/draft/`,
    {
      ...drafts,
      schema: {
        summary: 'Discard the draft of a mentor profile',
        description: 'A profile never published is only its draft, and goes with it: 204.',
        tags,
        params: catalogueParamsSchema,
        response: {
          200: mentorRecordSchema,
          204: z.null(),
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const kept = await discardMentorDraft(db, request.user!, request.params.slug);
      return kept ? kept : reply.code(204).send(null);
    },
  );

  r.post(
    `${base}/:slug/publish/`,
    {
      ...publishing,
      schema: {
        summary: 'Put the draft of a mentor profile on the site (owner only)',
        tags,
        params: catalogueParamsSchema,
        response: {
          200: mentorRecordSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const record = await publishMentor(db, request.user!, request.params.slug);
      catalogueChanged(app);
      return record;
    },
  );

  r.post(
    `${base}/:slug/account/`,
    {
      ...publishing,
      schema: {
        summary: 'Link the profile to the account the mentor teaches with (owner only)',
        description:
          'The account must have the mentor, staff or owner role (400), and no other profile (409). `user_id: null` unlinks.',
        tags,
        params: catalogueParamsSchema,
        body: mentorAccountSchema,
        response: {
          200: mentorRecordSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const record = await linkMentorAccount(
        db,
        request.user!,
        request.params.slug,
        request.body.user_id,
      );
      catalogueChanged(app);
      return record;
    },
  );

  r.put(
    `${base}/:slug/programs/`,
    {
      ...publishing,
      schema: {
        summary: 'Set the programs whose pages show this mentor (owner only)',
        description:
          'Takes effect on the site at once. A program added shows the mentor last; a page may not be left without a mentor or with more than three (409). Drafts that named the mentor as the site did follow the change.',
        tags,
        params: catalogueParamsSchema,
        body: mentorProgramsSchema,
        response: {
          200: mentorRecordSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const record = await setMentorPrograms(
        db,
        request.user!,
        request.params.slug,
        request.body.programs,
      );
      catalogueChanged(app);
      return record;
    },
  );
}
