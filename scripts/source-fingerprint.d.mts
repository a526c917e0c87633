export const FINGERPRINT_FILE: string;
export function buildInputs(root?: string): string[];
export function sourceFingerprint(root?: string): string;
export function builtFingerprint(root?: string): string | undefined;
