import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping the false, null and undefined ones: `cn(base, open && 'rotate-180')`.
 * No tailwind-merge: a component never takes a class that fights its own (see
 * docs/decisions/006-cn-without-tailwind-merge.md).
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
