// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueProgram } from '../../../domain/catalogue/live-catalogue.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { pythonDocument } from '../../features/staff/test/catalogue-fixtures.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffCatalogueProgramPreview, {
  ErrorBoundary,
  clientLoader,
} from './catalogue-program-preview.tsx';
import type { Route } from './+types/catalogue-program-preview.ts';

const fetchSpy = stubFetchPerTest();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);

const PROGRAMS = '/api/staff/catalogue/programs/';
const MENTORS = '/api/staff/catalogue/mentors/';

const priya = {
  name: 'Priya Raghavan',
  title: 'Senior data scientist, Bengaluru',
  bio: 'Priya has built data products for banks and retailers for over a decade.',
  photo: '/images/mentors/priya-raghavan.svg',
  photoAlt: 'Portrait of Priya Raghavan smiling',
};

describe('the preview of a draft', () => {
  it('shows the draft as the page would, marked as not published, at the draft’s prices', async () => {
    const draft = {
      ...pythonDocument,
      tagline: 'Python for work.',
      plans: pythonDocument.plans.map((p) =>
        p.id === 'pro' ? { ...p, mostChosen: true, pricePaise: 899_900 } : p,
      ),
    };
    fetchSpy.mockImplementation(async (input) => {
      const path = String(input);
      if (path === `${PROGRAMS}python/preview/`) {
        return Response.json(catalogueProgram(draft, { listed: true, order: 10 }));
      }
      if (path === `${PROGRAMS}python/`) {
        return Response.json({ slug: 'python', published: pythonDocument, draft });
      }
      if (path === `${MENTORS}priya-raghavan/`) {
        return Response.json({ slug: 'priya-raghavan', published: priya, draft: null });
      }
      // A profile only drafted: the page could not show it.
      if (path === `${MENTORS}arjun-mehta/`) {
        return Response.json({ slug: 'arjun-mehta', published: null, draft: priya });
      }
      throw new Error(`Not in this test: ${path}`);
    });
    renderConsoleRoute(
      {
        path: '/staff/catalogue/programs/:slug/preview',
        Component: StaffCatalogueProgramPreview,
        ErrorBoundary,
        loader,
      },
      '/staff/catalogue/programs/python/preview',
      fx.ownerProfile,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preview: not published' }),
    ).toBeTruthy();
    const page = within(screen.getByRole('article', { name: 'Preview of Python' }));
    expect(page.getByRole('heading', { level: 2, name: 'Python' })).toBeTruthy();
    expect(page.getByText('12 weeks, 6 hours a week')).toBeTruthy();
    expect(page.getByText('Python Basics')).toBeTruthy();
    expect(page.getByRole('heading', { name: 'Priya Raghavan' })).toBeTruthy();
    expect(
      screen.getByText(/Not shown, for want of a published profile: arjun-mehta/),
    ).toBeTruthy();

    const pro = within(page.getByRole('heading', { name: 'Pro Plan' }).closest('li')!);
    expect(pro.getByText('₹8,999')).toBeTruthy();
    expect(pro.getByText('Most chosen')).toBeTruthy();
    expect(pro.getByText('Everything in Basic')).toBeTruthy();
  });
});
