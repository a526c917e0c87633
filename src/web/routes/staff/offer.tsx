import { offerParamsSchema } from '../../../domain/staff/offers.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { changeOffers } from '../../features/staff/offers/offer-changes.ts';
import {
  OfferDetailScreen,
  OfferPlaceholder,
} from '../../features/staff/offers/offer-detail-screen.tsx';
import { fetchOffer } from '../../features/staff/offers/offers-api.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/offer.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Offer ${data.code}` : 'Offer');

/** The code the address names; null when the address cannot name one. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = offerParamsSchema.safeParse(params);
  if (!id.success) return null;
  return loadedOrThrow(await fetchOffer(id.data.id), request);
}

/** Change the code, make it live or disable it; the code is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeOffers(request);
}

export function ErrorBoundary() {
  return (
    <OfferPlaceholder>
      <StaffLoadError />
    </OfferPlaceholder>
  );
}

export default function StaffOffer({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Offer"
        message="There is no such offer."
        back={{ to: '/staff/offers', label: 'All offers' }}
      />
    );
  }
  return <OfferDetailScreen key={loaderData.id} offer={loaderData} />;
}
