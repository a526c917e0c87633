import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import {
  MATERIAL_MAX_BYTES,
  materialFieldsSchema,
  materialLinkSchema,
  materialParamsSchema,
  materialProgramParamsSchema,
  programMaterialsSchema,
  type ProgramMaterials,
} from '../../../domain/delivery/materials.ts';
import { apiErrorSchema, firstIssue } from '../../../domain/errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { HttpError } from '../../errors.ts';
import { readOneFile } from '../../uploads/read-one-file.ts';
import { programName } from '../../repositories/delivery/cohorts.ts';
import {
  findMaterial,
  insertMaterial,
  programMaterials,
  removeMaterialFile,
  storeMaterialFile,
  type NewMaterial,
} from '../../repositories/delivery/materials.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { requireManage, requireTaughtProgram } from './access.ts';
import { bytesMatch, claimedType, displayName, notTheClaimedType } from './material-upload.ts';

const TOO_LARGE = `A file can be at most ${MATERIAL_MAX_BYTES / 1024 / 1024} MB.`;
const WRONG_TYPE = 'Upload a PDF, ZIP, PPTX or DOCX file.';

/**
 * Links and files staff attach to a program's modules; a mentor may read the list of a program
 * they teach a cohort of. Files are PDF, ZIP, PPTX or DOCX, 20 MB at most, typed by their bytes,
 * stored under a random name in the data directory's materials folder (served to learners by
 * the learning space).
 */
export async function materialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];
  const { dataDir } = app.config;
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });

  const modulesOf = (program: string) => programSyllabus(program as ProgramSlug);

  /** 400 unless the program has the module. */
  const checkModule = (program: string, index: number) => {
    if (index >= modulesOf(program).length) {
      throw new HttpError(400, 'Choose a module of the program.', {}, { field: 'module_index' });
    }
  };

  const listing = async (program: string): Promise<ProgramMaterials> => {
    const materials = await programMaterials(db, program);
    return {
      program,
      program_name: programName(program),
      modules: modulesOf(program).map((m, index) => ({
        title: m.title,
        materials: materials.filter((x) => x.module_index === index),
      })),
    };
  };

  const add = async (actor: User, input: NewMaterial) => {
    await db.transaction().execute(async (tx) => {
      const { id } = await insertMaterial(tx, input);
      await recordAudit(tx, actor, {
        action: 'material.add',
        recordType: 'material',
        recordId: id,
        changes: [
          { field: 'program', before: null, after: input.program },
          { field: 'module_index', before: null, after: input.moduleIndex },
          { field: 'title', before: null, after: input.title },
          {
            field: input.link ? 'url' : 'file_name',
            before: null,
            after: input.link ?? input.file!.name,
          },
        ],
      });
    });
    return listing(input.program);
  };

  const answers = {
    200: programMaterialsSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  };

  r.get(
    '/api/cohorts/materials/:program/',
    {
      schema: {
        summary: 'A program’s modules with their materials',
        description:
          'Staff and the owner read any program’s; a mentor, those they teach a cohort of.',
        tags,
        params: materialProgramParamsSchema,
        response: { 200: programMaterialsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireTaughtProgram(db, request.user!, request.params.program);
      return listing(request.params.program);
    },
  );

  r.post(
    '/api/cohorts/materials/:program/links/',
    {
      schema: {
        summary: 'Attach a link to a module (staff and owner only)',
        tags,
        params: materialProgramParamsSchema,
        body: materialLinkSchema,
        response: { ...answers, 201: programMaterialsSchema },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const { program } = request.params;
      const { module_index, title, url } = request.body;
      checkModule(program, module_index);
      const answer = await add(actor, {
        program,
        moduleIndex: module_index,
        title,
        link: url,
        createdBy: actor.id,
      });
      return reply.code(201).send(answer);
    },
  );

  r.post(
    '/api/cohorts/materials/:program/files/',
    {
      schema: {
        summary:
          'Upload a file to a module (staff and owner only; multipart: module_index, title, file)',
        tags,
        consumes: ['multipart/form-data'],
        params: materialProgramParamsSchema,
        response: {
          ...answers,
          201: programMaterialsSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const { program } = request.params;
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data.');
      }
      const { fields, file } = await readOneFile(request.parts(), TOO_LARGE);
      const parsed = materialFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        throw new HttpError(400, issue.error, {}, issue.field ? { field: issue.field } : {});
      }
      checkModule(program, parsed.data.module_index);
      const type = claimedType(file.name);
      if (!type) throw new HttpError(415, WRONG_TYPE, {}, { field: 'file' });
      if (!bytesMatch(file.bytes, type)) {
        throw new HttpError(415, notTheClaimedType(type), {}, { field: 'file' });
      }
      const storedName = await storeMaterialFile(dataDir, file.bytes, type);
      try {
        const answer = await add(actor, {
          program,
          moduleIndex: parsed.data.module_index,
          title: parsed.data.title,
          createdBy: actor.id,
          file: {
            name: displayName(file.name) || `${parsed.data.title}.${type}`,
            type,
            size: file.bytes.length,
            storedName,
          },
        });
        return reply.code(201).send(answer);
      } catch (err) {
        // The row was not written: the file must not outlive it.
        await removeMaterialFile(dataDir, storedName);
        throw err;
      }
    },
  );

  r.delete(
    '/api/cohorts/materials/:program/:materialId/',
    {
      schema: {
        summary: 'Remove a material, and its file (staff and owner only)',
        tags,
        params: materialParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = request.user!;
      requireManage(actor);
      const { program, materialId } = request.params;
      const removed = await db.transaction().execute(async (tx) => {
        const material = await findMaterial(tx, program, materialId);
        if (!material) throw new HttpError(404, 'There is no such material.');
        await tx.deleteFrom('materials').where('id', '=', material.id).execute();
        await recordAudit(tx, actor, {
          action: 'material.remove',
          recordType: 'material',
          recordId: material.id,
          changes: [
            { field: 'title', before: material.title, after: null },
            {
              field: material.url ? 'url' : 'file_name',
              before: material.url ?? material.file_name,
              after: null,
            },
          ],
        });
        return material;
      });
      await removeMaterialFile(dataDir, removed.stored_name);
      return listing(program);
    },
  );
}
