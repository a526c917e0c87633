import type { PageFacts } from './page-facts.ts';

/**
 * The page facts under `react-router dev` (`npm run dev`): read from the API server, the other
 * process `npm run dev` starts, which reads them from the database as the built server does. So
 * what the console publishes shows on the pages Vite serves. A fact that cannot be read is
 * missing, as when the database does not answer.
 */
export function devPageFacts(apiOrigin: string): PageFacts {
  const read = async <T>(name: string): Promise<T | undefined> => {
    try {
      const response = await fetch(`${apiOrigin}/dev/page-facts/${encodeURIComponent(name)}`);
      if (!response.ok) return undefined;
      const { value } = (await response.json()) as { value: T | null };
      return value ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    catalogue: () => read('catalogue'),
    ratings: () => read('ratings'),
    cohorts: async (slug) => (await read(`cohorts:${slug}`)) ?? [],
    rating: (slug) => read(`rating:${slug}`),
    mostChosen: (slug) => read(`chosen:${slug}`),
    reviews: (slug) => read(`reviews:${slug}`),
    certificate: (number) => read(`certificate:${number}`),
  };
}
