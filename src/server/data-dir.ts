import fs from 'node:fs';
import path from 'node:path';

/** The nearest of `dir` and its parents that exists (under a file, the file). */
function nearestExisting(dir: string): string {
  let at = dir;
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/**
 * Why the server could not keep its data in `dir` (uploads, and the SQLite file by default), or
 * undefined when the folder is there to write in or can be made. It only looks: the folder is
 * made where it is first needed, by the user the server runs as.
 */
export function dataDirProblem(dir: string): string | undefined {
  const where = path.resolve(dir);
  const existing = nearestExisting(where);
  if (!fs.statSync(existing).isDirectory()) {
    return existing === where
      ? `${where} is a file, not a folder`
      : `cannot make the folder ${where}: ${existing} is a file`;
  }
  try {
    fs.accessSync(existing, fs.constants.W_OK | fs.constants.X_OK);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return `this user may not write in ${existing} (${code}); give the server's user that folder, or set DATA_DIR to one it may write in`;
  }
}
