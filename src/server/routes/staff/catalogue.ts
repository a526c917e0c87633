import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programDocumentSchema } from '../../../domain/catalogue/catalogue-edits.ts';
import { catalogueProgram } from '../../../domain/catalogue/live-catalogue.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  catalogueParamsSchema,
  catalogueProgramSchema,
  listingSchema,
  programListSchema,
  programOrderSchema,
  programRecordSchema,
} from '../../../domain/staff/catalogue.ts';
import { requirePermission } from '../../auth/guards.ts';
import { catalogueChanged } from '../../catalogue/catalogue-cache.ts';
import {
  createProgram,
  discardProgramDraft,
  saveProgramDraft,
} from '../../catalogue/program-drafts.ts';
import {
  publishProgram,
  reorderPrograms,
  setProgramListed,
} from '../../catalogue/program-publishing.ts';
import { listPrograms, programRecord, programRowOr404 } from '../../catalogue/program-records.ts';
import { HttpError } from '../../errors.ts';
import { staffCatalogueImageRoutes } from './catalogue-images.ts';
import { staffCatalogueMentorRoutes } from './catalogue-mentors.ts';

/**
 * The catalogue in the console: everyone with the console reads it; staff and the owner draft
 * (edit-catalogue), and only the owner changes what the site shows (publish-catalogue).
 */
export async function staffCatalogueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffCatalogueProgramRoutes);
  await app.register(staffCatalogueMentorRoutes);
  await app.register(staffCatalogueImageRoutes);
}

async function staffCatalogueProgramRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff', 'catalogue'];
  const drafts = { onRequest: requirePermission('edit-catalogue') };
  const publishing = { onRequest: requirePermission('publish-catalogue') };
  const base = '/api/staff/catalogue/programs';

  r.get(
    `${base}/`,
    {
      schema: {
        summary: 'Every program, published or only drafted, in catalogue order, with its prices',
        tags,
        response: { 200: programListSchema },
      },
    },
    async () => ({ results: await listPrograms(db) }),
  );

  r.post(
    `${base}/`,
    {
      ...drafts,
      schema: {
        summary: 'Create a program as a draft: unlisted, last of its category',
        description:
          'The body is the whole program document, plans included. It shows on the site once the owner publishes and lists it.',
        tags,
        body: programDocumentSchema,
        response: { 201: programRecordSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProgram(db, request.user!, request.body)),
  );

  r.post(
    `${base}/order/`,
    {
      ...publishing,
      schema: {
        summary: 'Put programs in a new order within their categories (owner only)',
        description:
          'List every program of each category you reorder, in the new order; the others keep their places.',
        tags,
        body: programOrderSchema,
        response: { 200: programListSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const results = await reorderPrograms(db, request.user!, request.body.slugs);
      catalogueChanged(app);
      return { results };
    },
  );

  r.get(
    `${base}/:slug/`,
    {
      schema: {
        summary: 'A program: what the site shows and the draft beside it',
        tags,
        params: catalogueParamsSchema,
        response: { 200: programRecordSchema, 404: apiErrorSchema },
      },
    },
    async (request) => programRecord(db, await programRowOr404(db, request.params.slug)),
  );

  r.get(
    `${base}/:slug/preview/`,
    {
      schema: {
        summary: 'The program as the site would show it with its draft published',
        description: 'Without a draft, the program as the site shows it.',
        tags,
        params: catalogueParamsSchema,
        response: { 200: catalogueProgramSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const record = await programRecord(db, await programRowOr404(db, request.params.slug));
      const document = record.draft ?? record.published;
      if (!document) throw new HttpError(404, 'This program has nothing to show yet.');
      return catalogueProgram(document, record);
    },
  );

  r.put(
    `${base}/:slug/draft/`,
    {
      ...drafts,
      schema: {
        summary: 'Save the whole draft of a program, plans included',
        description:
          'Replaces any earlier draft; the site is unchanged until the owner publishes it. A new slug takes effect on publishing, and the old path then redirects.',
        tags,
        params: catalogueParamsSchema,
        body: programDocumentSchema,
        response: {
          200: programRecordSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => saveProgramDraft(db, request.user!, request.params.slug, request.body),
  );

  r.delete(
    `${base}/:slug/draft/`,
    {
      ...drafts,
      schema: {
        summary: 'Discard the draft of a program',
        description:
          'The site keeps what it shows. A program never published is only its draft, and goes with it: 204.',
        tags,
        params: catalogueParamsSchema,
        response: {
          200: programRecordSchema,
          204: z.null(),
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const kept = await discardProgramDraft(db, request.user!, request.params.slug);
      return kept ? kept : reply.code(204).send(null);
    },
  );

  r.post(
    `${base}/:slug/publish/`,
    {
      ...publishing,
      schema: {
        summary: 'Put the draft of a program on the site (owner only)',
        description:
          'The draft becomes what the site shows, at once on this server and within a second on the others. A new slug keeps the old path as an alias. 409 when there is no draft, or when another program took what it claims since it was saved.',
        tags,
        params: catalogueParamsSchema,
        response: {
          200: programRecordSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const record = await publishProgram(db, request.user!, request.params.slug);
      catalogueChanged(app);
      return record;
    },
  );

  r.post(
    `${base}/:slug/listing/`,
    {
      ...publishing,
      schema: {
        summary: 'List a published program on the site, or take it off (owner only)',
        description:
          'An unlisted program stays in the catalogue marked `listed: false`, for the site to leave out of its lists and sales. 409 for a program never published.',
        tags,
        params: catalogueParamsSchema,
        body: listingSchema,
        response: {
          200: programRecordSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const record = await setProgramListed(
        db,
        request.user!,
        request.params.slug,
        request.body.listed,
      );
      catalogueChanged(app);
      return record;
    },
  );
}
