import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The operator's brand mark, kept in BRAND_DIR outside the code: `logo.svg`, shown beside the
 * site's name and given to search engines as the organisation's logo, and optionally
 * `favicon.svg`, the browser tab's icon (the logo when absent). The build puts them in the pages
 * (scripts/brand-mark.ts); unset, the pages keep the default mark from public/.
 */
export const BRAND_FILES = ['logo.svg', 'favicon.svg'] as const;

/** Written by the build beside the web root: the fingerprint of the mark the pages carry. */
export const BRAND_RECORD_FILE = 'brand-mark.txt';

/** Why BRAND_DIR cannot be the brand mark's folder, or undefined when it can. */
export function brandDirProblem(brandDir: string): string | undefined {
  const dir = path.resolve(brandDir);
  try {
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      return `${dir} is not a folder`;
    }
    if (!fs.existsSync(path.join(dir, 'logo.svg'))) {
      return `${dir} holds no logo.svg (favicon.svg beside it is optional)`;
    }
    for (const name of BRAND_FILES) {
      const file = path.join(dir, name);
      if (fs.existsSync(file) && !/<svg[\s>]/.test(fs.readFileSync(file, 'utf8'))) {
        return `${file} is not an SVG drawing`;
      }
    }
    return undefined;
  } catch (err) {
    // A folder this user may not read (the service's user, under ProtectHome=, ...).
    return `${dir} cannot be read (${(err as NodeJS.ErrnoException).code})`;
  }
}

/** One hash over the mark's files; empty for the default mark (BRAND_DIR unset). */
export function brandFingerprint(brandDir: string | undefined): string {
  if (!brandDir) return '';
  const hash = crypto.createHash('sha256');
  for (const name of BRAND_FILES) {
    const file = path.join(brandDir, name);
    if (fs.existsSync(file)) hash.update(`${name}\0`).update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether the pages under `webRoot` carry another mark than BRAND_DIR's. A build from before the
 * mark was recorded carries the default one; nothing built differs from nothing.
 */
export function brandMismatch(webRoot: string, brandDir: string | undefined): boolean {
  const root = path.resolve(webRoot);
  if (!fs.existsSync(root)) return false;
  const record = path.join(root, '..', BRAND_RECORD_FILE);
  const built = fs.existsSync(record) ? fs.readFileSync(record, 'utf8').trim() : '';
  return built !== brandFingerprint(brandDir);
}
