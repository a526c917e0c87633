/** A fact the code knows, by the name the content files write it as: `{programCount}`. */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The texts in content/site state facts that the code owns (how many programs, what a plan
 * costs, who the business is) as `{name}`, so that the two cannot disagree; this writes in their
 * values, through every string of `content`. A name without a value throws, so that a typo in a
 * content file fails the tests and the build instead of reaching a page. Values are inserted as
 * they are, never read again for placeholders.
 */
export function fillPlaceholders<T>(content: T, values: PlaceholderValues): T {
  if (typeof content === 'string') {
    return content.replace(PLACEHOLDER, (_, name: string) => {
      if (!Object.hasOwn(values, name)) throw new Error(`No value for {${name}} in "${content}"`);
      return String(values[name]);
    }) as T;
  }
  if (Array.isArray(content)) return content.map((item) => fillPlaceholders(item, values)) as T;
  if (typeof content === 'object' && content !== null) {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, fillPlaceholders(value, values)]),
    ) as T;
  }
  return content;
}
