import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planChoicesSchema, type PlanChoices } from '../../domain/plan-choices.ts';
import { mostChosenPlans } from '../repositories/plan-choices.ts';

/** A claim that moves with weeks of orders: a minute old is fresh enough, for every visitor. */
const FRESH_MS = 60_000;

export async function planChoiceRoutes(app: FastifyInstance): Promise<void> {
  let kept: { at: number; answer: Promise<PlanChoices> } | undefined;
  const choices = () => {
    const now = Date.now();
    if (!kept || now - kept.at > FRESH_MS) {
      const answer = mostChosenPlans(app.database.db).then((most_chosen) => ({ most_chosen }));
      // A failed read is not kept: the next visitor asks again.
      answer.catch(() => {
        if (kept?.answer === answer) kept = undefined;
      });
      kept = { at: now, answer };
    }
    return kept.answer;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/plan-choices/',
    {
      schema: {
        summary: "Each program's most chosen plan",
        description:
          'By paid, unrefunded enrolments, by program name; a program without enough of them, or with two plans level, is absent. Up to a minute old.',
        tags: ['programs'],
        response: { 200: planChoicesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return choices();
    },
  );
}
