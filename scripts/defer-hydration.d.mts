export function deferHydration(html: string): string;
