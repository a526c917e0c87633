import type { Availability, NewBlock, NewLeave } from '../../../domain/mentoring/availability.ts';
import type { DayItem, MentorDay } from '../../../domain/mentoring/bookings.ts';
import { staffRequest } from '../staff/api/staff-request.ts';

export const fetchMyDay = () => staffRequest<MentorDay>('GET', '/api/mentoring/my-day/');
export const fetchAvailability = () =>
  staffRequest<Availability>('GET', '/api/mentoring/availability/');

export const addBlock = (block: NewBlock) =>
  staffRequest<Availability>('POST', '/api/mentoring/availability/blocks/', block);
export const removeBlock = (id: number) =>
  staffRequest<Availability>('DELETE', `/api/mentoring/availability/blocks/${id}/`);
export const addLeave = (leave: NewLeave) =>
  staffRequest<Availability>('POST', '/api/mentoring/availability/leave/', leave);
export const removeLeave = (id: number) =>
  staffRequest<Availability>('DELETE', `/api/mentoring/availability/leave/${id}/`);

export const setBookingLink = (id: number, meetingUrl: string) =>
  staffRequest<DayItem>('PATCH', `/api/mentoring/bookings/${id}/`, { meeting_url: meetingUrl });
export const cancelMentorBooking = (id: number, reason: string) =>
  staffRequest<DayItem>('POST', `/api/mentoring/bookings/${id}/cancel/`, { reason });
