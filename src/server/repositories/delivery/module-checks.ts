import type { Kysely, Transaction } from 'kysely';
import type { CheckInput, CheckQuestion } from '../../../domain/delivery/module-checks.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A module's check with the questions of its current version. */
export interface StoredCheck {
  id: number;
  program: string;
  module_index: number;
  version: number;
  pass_percent: number;
  max_attempts: number | null;
  updated_at: string;
  questions: CheckQuestion[];
}

const strings = (json: string): string[] => JSON.parse(json) as string[];

/** The current version's questions of each of these checks, by check id, in order. */
async function currentQuestions(
  db: Executor,
  checks: readonly { id: number; version: number }[],
): Promise<Map<number, CheckQuestion[]>> {
  const byCheck = new Map<number, CheckQuestion[]>(checks.map((c) => [c.id, []]));
  if (checks.length === 0) return byCheck;
  const versions = new Map(checks.map((c) => [c.id, c.version]));
  const rows = await db
    .selectFrom('module_check_questions')
    .select(['check_id', 'version', 'kind', 'prompt', 'options', 'right_option', 'accepted'])
    .where(
      'check_id',
      'in',
      checks.map((c) => c.id),
    )
    .orderBy('check_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    if (versions.get(row.check_id) !== row.version) continue;
    byCheck.get(row.check_id)!.push(
      row.kind === 'choice'
        ? {
            kind: 'choice',
            prompt: row.prompt,
            options: strings(row.options),
            right: row.right_option ?? 0,
          }
        : { kind: 'short', prompt: row.prompt, accepted: strings(row.accepted) },
    );
  }
  return byCheck;
}

const CHECK_COLUMNS = [
  'id',
  'program',
  'module_index',
  'version',
  'pass_percent',
  'max_attempts',
  'updated_at',
] as const;

/** The checks of a program's modules, by module index. */
export async function programChecks(
  db: Executor,
  program: string,
): Promise<Map<number, StoredCheck>> {
  const rows = await db
    .selectFrom('module_checks')
    .select([...CHECK_COLUMNS])
    .where('program', '=', program)
    .execute();
  const questions = await currentQuestions(db, rows);
  return new Map(
    rows.map((row) => [row.module_index, { ...row, questions: questions.get(row.id)! }]),
  );
}

/** One module's check, if it has one. */
export async function findModuleCheck(
  db: Executor,
  program: string,
  moduleIndex: number,
): Promise<StoredCheck | undefined> {
  const row = await db
    .selectFrom('module_checks')
    .select([...CHECK_COLUMNS])
    .where('program', '=', program)
    .where('module_index', '=', moduleIndex)
    .executeTakeFirst();
  if (!row) return undefined;
  const questions = await currentQuestions(db, [row]);
  return { ...row, questions: questions.get(row.id)! };
}

/**
 * Writes `input` as the check's next version (its first, for a new check); the id and version.
 * A second new check of the same module breaks the unique (program, module_index).
 */
export async function saveModuleCheck(
  tx: Transaction<Database>,
  target: { program: string; moduleIndex: number; existing: StoredCheck | undefined },
  input: CheckInput,
  actorId: number,
  at: string,
): Promise<{ id: number; version: number }> {
  const { existing } = target;
  const fields = {
    pass_percent: input.pass_percent,
    max_attempts: input.max_attempts,
    updated_by: actorId,
    updated_at: at,
  };
  let saved: { id: number; version: number };
  if (existing) {
    saved = { id: existing.id, version: existing.version + 1 };
    await tx
      .updateTable('module_checks')
      .set({ ...fields, version: saved.version })
      .where('id', '=', existing.id)
      .execute();
  } else {
    const row = await tx
      .insertInto('module_checks')
      .values({
        ...fields,
        program: target.program,
        module_index: target.moduleIndex,
        version: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    saved = { id: row.id, version: 1 };
  }
  await tx
    .insertInto('module_check_questions')
    .values(
      input.questions.map((q, position) => ({
        check_id: saved.id,
        version: saved.version,
        position,
        kind: q.kind,
        prompt: q.prompt,
        options: JSON.stringify(q.kind === 'choice' ? q.options : []),
        right_option: q.kind === 'choice' ? q.right : null,
        accepted: JSON.stringify(q.kind === 'short' ? q.accepted : []),
      })),
    )
    .execute();
  return saved;
}

/** Removes a check, its versions and the attempts at it. */
export async function deleteModuleCheck(tx: Transaction<Database>, id: number): Promise<void> {
  await tx.deleteFrom('module_check_attempts').where('check_id', '=', id).execute();
  await tx.deleteFrom('module_check_questions').where('check_id', '=', id).execute();
  await tx.deleteFrom('module_checks').where('id', '=', id).execute();
}
