import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  RouterContextProvider,
  createRequestHandler,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import {
  allRatings,
  certificateIssued,
  programCohorts,
  programMostChosen,
  programReviews,
  programRating,
  publishedCatalogue,
} from './page-facts.ts';

// The pages are built with React Router's middleware (react-router.config.ts): their load
// context is a RouterContextProvider, as the server's own type check must know.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/** What the server build's entry (src/web/entry.server.tsx) hands the server beside React Router. */
interface PageEntry {
  /** The load context's key for the facts the pages read (src/web/lib/page-facts.ts). */
  pageFactsContext: RouterContext<unknown>;
  /** Where the site is served: canonical links, og:url and JSON-LD name it. */
  setServedOrigin(origin: string): void;
}

/** A page as React Router answered it, and the facts it read from the database. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
  /** 'cohorts:python', 'rating:python': what the page showed that can change. */
  facts: string[];
  /** What those facts were, to tell later whether the page still holds. */
  stamp: string;
}

export type RenderPage = (url: string) => Promise<RenderedPage>;

/** Where `react-router build` writes its server half: beside the web root. */
export const serverBuildFile = (webRoot: string) =>
  path.join(path.resolve(webRoot), '..', 'server', 'index.js');

/** The server half of the build; undefined when not built. */
export async function loadServerBuild(webRoot: string): Promise<ServerBuild | undefined> {
  const file = serverBuildFile(webRoot);
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/**
 * Renders a page with React Router's own request handler, as the browser would ask for it, but
 * for no one in particular: no cookie goes in, so the page can be kept and sent to everyone.
 * The loaders read the catalogue, cohorts, ratings and most chosen plans through the load
 * context, and each read is noted.
 */
export function pageRenderer(app: FastifyInstance, build: ServerBuild, origin: string): RenderPage {
  const entry = build.entry.module as unknown as PageEntry;
  entry.setServedOrigin(origin);
  const handle = createRequestHandler(build, 'production');
  return async (url) => {
    const read = new Map<string, string>();
    const noted =
      <T>(
        kind: string,
        fact: (app: FastifyInstance, slug: string) => Promise<{ value: T; key: string }>,
      ) =>
      async (slug: string) => {
        const { value, key } = await fact(app, slug);
        read.set(`${kind}:${slug}`, key);
        return value;
      };
    const whole =
      <T>(name: string, fact: (app: FastifyInstance) => Promise<{ value: T; key: string }>) =>
      async () => {
        const { value, key } = await fact(app);
        read.set(name, key);
        return value;
      };
    const facts = {
      catalogue: whole('catalogue', publishedCatalogue),
      ratings: whole('ratings', allRatings),
      cohorts: noted('cohorts', programCohorts),
      rating: noted('rating', programRating),
      mostChosen: noted('chosen', programMostChosen),
      reviews: noted('reviews', programReviews),
      certificate: noted('certificate', certificateIssued),
    };
    const context = new RouterContextProvider(new Map([[entry.pageFactsContext, facts]]));
    const response = await handle(new Request(origin + url), context);
    const body = Buffer.from(await response.arrayBuffer());
    const names = [...read.keys()].sort();
    return {
      status: response.status,
      headers: response.headers,
      body,
      facts: names,
      stamp: names.map((name) => `${name}=${read.get(name)}`).join('|'),
    };
  };
}
