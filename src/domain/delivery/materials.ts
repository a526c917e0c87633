import { z } from '../zod.ts';
import { httpsLinkField, programSlugField, recordId } from './fields.ts';

/** What staff may upload, by extension; the server checks the bytes too. */
export const MATERIAL_FILE_TYPES = ['pdf', 'zip', 'pptx', 'docx'] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const MATERIAL_TITLE_MAX = 120;

export const materialProgramParamsSchema = z.object({ program: programSlugField });
export const materialParamsSchema = materialProgramParamsSchema.extend({
  materialId: recordId('There is no such material.'),
});

const moduleIndexField = z.coerce
  .number({ error: 'Choose a module.' })
  .int({ error: 'Choose a module.' })
  .min(0, { error: 'Choose a module.' })
  .max(50, { error: 'Choose a module.' });

const titleField = z
  .string({ error: 'Give it a title.' })
  .trim()
  .min(1, { error: 'Give it a title.' })
  .max(MATERIAL_TITLE_MAX, { error: `Keep the title to ${MATERIAL_TITLE_MAX} characters.` });

/** The fields of an upload beside its file, and the whole of a link. */
export const materialFieldsSchema = z.object({ module_index: moduleIndexField, title: titleField });
/** POST /api/cohorts/materials/:program/links/ */
export const materialLinkSchema = materialFieldsSchema.extend({ url: httpsLinkField });
export type MaterialLink = z.infer<typeof materialLinkSchema>;

export const materialSchema = z.object({
  id: z.number().int(),
  module_index: z.number().int(),
  title: z.string(),
  /** A link's address; null for a file. */
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.enum(MATERIAL_FILE_TYPES).nullable(),
  file_size: z.number().int().nullable(),
  created_at: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

/** GET /api/cohorts/materials/:program/ */
export const programMaterialsSchema = z.object({
  program: z.string(),
  program_name: z.string(),
  modules: z.array(z.object({ title: z.string(), materials: z.array(materialSchema) })),
});
export type ProgramMaterials = z.infer<typeof programMaterialsSchema>;
