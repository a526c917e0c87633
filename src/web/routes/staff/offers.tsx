import { offerQuerySchema } from '../../../domain/staff/offers.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { changeOffers } from '../../features/staff/offers/offer-changes.ts';
import { OfferListScreen, OfferTable } from '../../features/staff/offers/offer-list-screen.tsx';
import { fetchOffers } from '../../features/staff/offers/offers-api.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/offers.ts';

export const meta: Route.MetaFunction = () => staffMeta('Offers');

/** The page of codes the URL's search asks for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchOffers(listQueryOf(offerQuerySchema, request)), request);
}

/** 'Save as draft': the new code's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeOffers(request);
}

export function ErrorBoundary() {
  return (
    <OfferListScreen>
      <StaffLoadError />
    </OfferListScreen>
  );
}

export default function StaffOffers({ loaderData }: Route.ComponentProps) {
  return (
    <OfferListScreen>
      <OfferTable page={loaderData} />
    </OfferListScreen>
  );
}
