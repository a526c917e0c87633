import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { cataloguePlans, type PlanDocument } from './live-catalogue.ts';

const none = { mentorship: null, career: null, webinars: false, projectFeedback: 0 };
const plan = (
  id: PlanDocument['id'],
  terms: Partial<PlanDocument['terms']>,
  extra: string[] = [],
) => ({
  id,
  pricePaise: { basic: 499_900, pro: 999_900, premium: 1_499_900 }[id],
  terms: { ...none, ...terms },
  extraFeatures: extra,
  mostChosen: false,
});

/** The plans as they were sold when the catalogue moved into the database. */
const TODAY: PlanDocument[] = [
  plan('basic', {}, [
    'Every module, with lifetime access',
    'Live cohort sessions or self-paced',
    'Community support',
    'Verified digital certificate',
  ]),
  plan('pro', { mentorship: { sessions: 4, minutes: 30 }, projectFeedback: 3 }),
  plan('premium', {
    mentorship: { sessions: 4, minutes: 30 },
    career: { sessions: 2, minutes: 45 },
    webinars: true,
    projectFeedback: 3,
  }),
];

describe('a plan card', () => {
  it('reads, for today’s plans, exactly as the cards read before', () => {
    expect(cataloguePlans(TODAY).map((p) => ({ name: p.name, features: p.features }))).toEqual(
      PLANS.map((p) => ({ name: p.name, features: [...p.features] })),
    );
  });

  it('names only what the plan below does not give, in the singular where there is one', () => {
    const [, pro, premium] = cataloguePlans([
      plan('basic', { projectFeedback: 1 }),
      plan('pro', { mentorship: { sessions: 1, minutes: 45 }, projectFeedback: 1 }, [
        'Priority support',
      ]),
      plan('premium', {
        mentorship: { sessions: 6, minutes: 45 },
        career: { sessions: 1, minutes: 60 },
        projectFeedback: 1,
      }),
    ]);
    expect(pro!.features).toEqual([
      'Everything in Basic',
      '1 one-to-one session of 45 minutes',
      'Priority support',
    ]);
    expect(premium!.features).toEqual([
      'Everything in Pro',
      '6 one-to-one sessions of 45 minutes',
      '1 career guidance session of 60 minutes',
    ]);
  });
});
