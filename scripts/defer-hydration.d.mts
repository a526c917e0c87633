export function deferHydration(html: string, importsOf?: Map<string, string[]>): string;
export function staticImports(source: string): string[];
export const FORM_GUARD: string;
