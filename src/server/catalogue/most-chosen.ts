import type { FastifyInstance } from 'fastify';
import { mostChosenPlans } from '../repositories/plan-choices.ts';

/** A claim that moves with weeks of orders: a minute old is fresh enough, for every visitor. */
const FRESH_MS = 60_000;

const kept = new WeakMap<
  FastifyInstance,
  { at: number; answer: Promise<Record<string, string>> }
>();

/**
 * Each program's most chosen plan by paid orders, by program name: read at most once a minute,
 * for the program pages that mark it. A failed read is not kept: the next page asks again.
 */
export function cachedMostChosenPlans(app: FastifyInstance): Promise<Record<string, string>> {
  const now = Date.now();
  const entry = kept.get(app);
  if (entry && now - entry.at <= FRESH_MS) return entry.answer;
  const answer = mostChosenPlans(app.database.db);
  answer.catch(() => {
    if (kept.get(app)?.answer === answer) kept.delete(app);
  });
  kept.set(app, { at: now, answer });
  return answer;
}
