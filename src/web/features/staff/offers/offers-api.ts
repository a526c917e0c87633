import type {
  OfferQuery,
  OfferRequest,
  OfferStatusChange,
  StaffOffer,
  StaffOfferPage,
} from '../../../../domain/staff/offers.ts';
import { staffRequest, withQuery } from '../api/staff-request.ts';

const offerApiPath = (id: number) => `/api/staff/offers/${id}/`;

export const fetchOffers = (query: OfferQuery) =>
  staffRequest<StaffOfferPage>('GET', withQuery('/api/staff/offers/', query));

export const fetchOffer = (id: number) => staffRequest<StaffOffer>('GET', offerApiPath(id));

export const createOffer = (offer: OfferRequest) =>
  staffRequest<StaffOffer>('POST', '/api/staff/offers/', offer);

export const changeOffer = (id: number, offer: OfferRequest) =>
  staffRequest<StaffOffer>('PATCH', offerApiPath(id), offer);

export const setOfferStatus = (id: number, change: OfferStatusChange) =>
  staffRequest<StaffOffer>('POST', `${offerApiPath(id)}status/`, change);
