import path from 'node:path';

/** Stored material files are named by the server: 32 hex characters and the file's extension. */
export const STORED_MATERIAL_NAME = /^[0-9a-f]{32}\.(pdf|zip|pptx|docx)$/;

/** The folder, under the data directory, that holds the modules' files. */
export function materialsDir(dataDir: string): string {
  return path.resolve(dataDir, 'materials');
}

/** Where a stored material lives; undefined for a name the server did not give (never a path). */
export function materialFilePath(dataDir: string, storedName: string): string | undefined {
  return STORED_MATERIAL_NAME.test(storedName)
    ? path.join(materialsDir(dataDir), storedName)
    : undefined;
}
