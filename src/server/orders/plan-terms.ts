import type { FastifyInstance } from 'fastify';
import type { PlanTerms } from '../../domain/catalogue/live-catalogue.ts';
import { PLAN_ENTITLEMENTS } from '../../domain/mentoring/entitlements.ts';
import type { PricedLine } from '../../domain/pricing.ts';
import { currentCatalogue } from '../catalogue/catalogue-cache.ts';

/**
 * What each line's plan holds as published now, in the lines' order: what an order line keeps,
 * and the enrolment it gives after it, however the owner changes the plan later. The program is
 * found by its path (or a path it had: one renamed a moment ago); a program the published
 * catalogue does not hold (none is sold so) gets what its plan held before the catalogue.
 */
export async function publishedTerms(
  app: FastifyInstance,
  lines: readonly Pick<PricedLine, 'program' | 'plan'>[],
): Promise<PlanTerms[]> {
  const { programs } = await currentCatalogue(app);
  return lines.map(({ program, plan }) => {
    const published = programs.find(
      (p) => p.slug === program.slug || p.aliases.includes(`/${program.slug}`),
    );
    return published?.plans.find((p) => p.id === plan.id)?.terms ?? PLAN_ENTITLEMENTS[plan.id];
  });
}
