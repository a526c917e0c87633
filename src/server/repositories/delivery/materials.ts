import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Material, MaterialFileType } from '../../../domain/delivery/materials.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { materialFilePath, materialsDir } from './material-files.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'module_index',
  'title',
  'url',
  'file_name',
  'file_type',
  'file_size',
  'created_at',
] as const;

/** A program's materials, by module then in the order they were added. */
export async function programMaterials(db: Executor, program: string): Promise<Material[]> {
  const rows = await db
    .selectFrom('materials')
    .select([...COLUMNS])
    .where('program', '=', program)
    .orderBy('module_index')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, file_type: r.file_type as MaterialFileType | null }));
}

export async function findMaterial(db: Executor, program: string, id: number) {
  return db
    .selectFrom('materials')
    .selectAll()
    .where('program', '=', program)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewMaterial {
  program: string;
  moduleIndex: number;
  title: string;
  createdBy: number;
  link?: string;
  file?: { name: string; type: MaterialFileType; size: number; storedName: string };
}

export async function insertMaterial(tx: Transaction<Database>, input: NewMaterial) {
  return tx
    .insertInto('materials')
    .values({
      program: input.program,
      module_index: input.moduleIndex,
      title: input.title,
      url: input.link ?? null,
      file_name: input.file?.name ?? null,
      file_type: input.file?.type ?? null,
      file_size: input.file?.size ?? null,
      stored_name: input.file?.storedName ?? null,
      created_by: input.createdBy,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Writes an upload under a random name the server chose; its stored name. */
export async function storeMaterialFile(
  dataDir: string,
  bytes: Buffer,
  type: MaterialFileType,
): Promise<string> {
  const dir = materialsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${crypto.randomBytes(16).toString('hex')}.${type}`;
  await fs.writeFile(path.join(dir, storedName), bytes, { mode: 0o600, flag: 'wx' });
  return storedName;
}

/** Deletes a stored file; a name the server did not give is left alone. */
export async function removeMaterialFile(dataDir: string, storedName: string | null) {
  const file = storedName ? materialFilePath(dataDir, storedName) : undefined;
  if (file) await fs.rm(file, { force: true });
}
