export const COMPILE_HINT: string;
export function shellModules(preloadsByPage: string[][], sizeOf: (url: string) => number): string[];
