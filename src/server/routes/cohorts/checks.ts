import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import {
  checkInputSchema,
  checkModuleParamsSchema,
  checkProgramParamsSchema,
  programChecksSchema,
  type ProgramChecks,
} from '../../../domain/delivery/module-checks.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError, isUniqueViolation } from '../../errors.ts';
import { programName } from '../../repositories/delivery/cohorts.ts';
import {
  deleteModuleCheck,
  findModuleCheck,
  programChecks,
  saveModuleCheck,
} from '../../repositories/delivery/module-checks.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { requireManage, requireTaughtProgram } from './access.ts';

const CHANGED = 'Someone changed this check after you opened it. Load the page again to see it.';

/**
 * Checks of understanding staff write for a program's modules, beside the materials: a pass
 * mark, the attempts allowed and 1 to 20 questions. Saving replaces the questions as a new
 * version; a mentor may read the checks of a program they teach a cohort of.
 */
export async function checkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];

  const modulesOf = (program: string) => programSyllabus(program as ProgramSlug);

  /** 400 unless the program has the module. */
  const checkModule = (program: string, index: number) => {
    if (index >= modulesOf(program).length) {
      throw new HttpError(400, 'Choose a module of the program.', {}, { field: 'index' });
    }
  };

  const listing = async (program: string): Promise<ProgramChecks> => {
    const checks = await programChecks(db, program);
    return {
      program,
      program_name: programName(program),
      modules: modulesOf(program).map((m, index) => {
        const check = checks.get(index);
        return {
          index,
          title: m.title,
          check: check
            ? {
                version: check.version,
                pass_percent: check.pass_percent,
                max_attempts: check.max_attempts,
                questions: check.questions,
                updated_at: check.updated_at,
              }
            : null,
        };
      }),
    };
  };

  const answers = {
    200: programChecksSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  r.get(
    '/api/cohorts/checks/:program/',
    {
      schema: {
        summary: 'A program’s modules with their checks of understanding, right answers included',
        description:
          'Staff and the owner read any program’s; a mentor, those they teach a cohort of.',
        tags,
        params: checkProgramParamsSchema,
        response: { 200: programChecksSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireTaughtProgram(db, request.user!, request.params.program);
      return listing(request.params.program);
    },
  );

  r.put(
    '/api/cohorts/checks/:program/:index/',
    {
      schema: {
        summary: 'Write a module’s check, replacing its questions (staff and owner only)',
        description:
          'Send `version` as read (null for a new check): a check changed since is 409. Learners keep the attempts they used; passing the check is what marks the module done.',
        tags,
        params: checkModuleParamsSchema,
        body: checkInputSchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = request.user!;
      requireManage(actor);
      const { program, index } = request.params;
      checkModule(program, index);
      const input = request.body;
      try {
        await db.transaction().execute(async (tx) => {
          const existing = await findModuleCheck(tx, program, index);
          if ((existing?.version ?? null) !== input.version) throw new HttpError(409, CHANGED);
          const saved = await saveModuleCheck(
            tx,
            { program, moduleIndex: index, existing },
            input,
            actor.id,
            nowIso(),
          );
          await recordAudit(tx, actor, {
            action: 'check.save',
            recordType: 'module_check',
            recordId: saved.id,
            changes: [
              { field: 'module', before: null, after: `${program}/${index + 1}` },
              { field: 'version', before: existing?.version ?? null, after: saved.version },
              {
                field: 'pass_percent',
                before: existing?.pass_percent ?? null,
                after: input.pass_percent,
              },
              {
                field: 'max_attempts',
                before: existing?.max_attempts ?? null,
                after: input.max_attempts,
              },
              {
                field: 'questions',
                before: existing?.questions.length ?? null,
                after: input.questions.length,
              },
            ],
          });
        });
      } catch (err) {
        // Two first saves of one module at once: the other one is there now.
        if (isUniqueViolation(err)) throw new HttpError(409, CHANGED);
        throw err;
      }
      return listing(program);
    },
  );

  r.delete(
    '/api/cohorts/checks/:program/:index/',
    {
      schema: {
        summary: 'Remove a module’s check and the attempts at it (staff and owner only)',
        description:
          'Modules done by passing it stay done; the module is marked done by hand again.',
        tags,
        params: checkModuleParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = request.user!;
      requireManage(actor);
      const { program, index } = request.params;
      await db.transaction().execute(async (tx) => {
        const check = await findModuleCheck(tx, program, index);
        if (!check) throw new HttpError(404, 'This module has no check.');
        await deleteModuleCheck(tx, check.id);
        await recordAudit(tx, actor, {
          action: 'check.remove',
          recordType: 'module_check',
          recordId: check.id,
          changes: [
            { field: 'module', before: `${program}/${index + 1}`, after: null },
            { field: 'version', before: check.version, after: null },
            { field: 'questions', before: check.questions.length, after: null },
          ],
        });
      });
      return listing(program);
    },
  );
}
