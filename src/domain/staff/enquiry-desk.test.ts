import { describe, expect, it } from 'vitest';
import { enquiryReplyBy } from '../enquiry-reply.ts';
import {
  enquiryReplyDeadline,
  isEnquiryOverdue,
  overdueReceivedBefore,
  parseEnquiryReference,
  whatsAppLink,
} from './enquiry-desk.ts';

describe('enquiry references as staff type them', () => {
  it.each(['ENQ-P-12', 'enq-p-12', 'ENQP12', 'enqp12', ' Enq p 12 ', 'ENQ_P_12'])(
    'reads %j as program enquiry 12',
    (typed) => {
      expect(parseEnquiryReference(typed)).toEqual({ kind: 'program', id: 12 });
    },
  );

  it.each(['ENQ-X-12', 'ENQ-P-', 'ENQ-P-0', 'P-12', '12', 'Asha', 'ENQ-P-12a'])(
    'does not read %j as a reference',
    (typed) => {
      expect(parseEnquiryReference(typed)).toBeUndefined();
    },
  );
});

describe('the reply-by time an acknowledgement promises', () => {
  it.each([
    // Monday 09:00 IST: by the end of Tuesday, i.e. 18:30 UTC on Tuesday.
    ['2026-11-23T03:30:00Z', '2026-11-24T18:30:00.000Z'],
    // Monday 23:59 UTC is already Tuesday 05:29 IST: by the end of Wednesday.
    ['2026-11-23T23:59:00Z', '2026-11-25T18:30:00.000Z'],
    // Saturday: Sunday is no working day.
    ['2026-11-28T06:00:00Z', '2026-11-30T18:30:00.000Z'],
    ['2026-11-29T06:00:00Z', '2026-11-30T18:30:00.000Z'],
  ])('an enquiry at %s is due before %s', (at, due) => {
    expect(enquiryReplyDeadline(at).toISOString()).toBe(due);
  });

  it('ends on the day the acknowledgement names, at midnight India time', () => {
    for (let hour = 0; hour < 24 * 14; hour += 5) {
      const at = new Date(Date.UTC(2026, 10, 21, hour, 17));
      const due = enquiryReplyDeadline(at);
      const lastMinute = new Date(due.getTime() - 60_000);
      const named = lastMinute.toLocaleDateString('en-IN', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kolkata',
      });
      expect(named, at.toISOString()).toBe(enquiryReplyBy(at));
      expect(due.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hourCycle: 'h23' })).toBe(
        '00:00:00',
      );
    }
  });

  it('marks overdue exactly the new enquiries received before the bound it gives', () => {
    const start = Date.UTC(2026, 10, 20);
    for (let now = start; now < start + 10 * 86_400_000; now += 7 * 3_600_000 + 13 * 60_000) {
      const bound = overdueReceivedBefore(new Date(now));
      for (let at = now - 6 * 86_400_000; at <= now; at += 3 * 3_600_000 + 7 * 60_000) {
        const created_at = new Date(at).toISOString();
        expect(
          created_at < bound,
          `received ${created_at}, now ${new Date(now).toISOString()}`,
        ).toBe(isEnquiryOverdue({ status: 'new', created_at }, new Date(now)));
      }
    }
  });

  it('never marks an enquiry overdue once someone took it up or closed it', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    const created_at = '2026-11-23T03:30:00Z';
    expect(isEnquiryOverdue({ status: 'new', created_at }, late)).toBe(true);
    expect(isEnquiryOverdue({ status: 'in_progress', created_at }, late)).toBe(false);
    expect(isEnquiryOverdue({ status: 'closed', created_at }, late)).toBe(false);
  });
});

describe('WhatsApp links', () => {
  it.each(['9876543210', '+91 98765 43210', '098765-43210', '0091 98765 43210'])(
    'opens a chat with %j as 919876543210',
    (phone) => {
      expect(whatsAppLink(phone)).toBe('https://wa.me/919876543210');
    },
  );

  it.each(['', '12345', '+1 415 555 0100'])('offers none for %j', (phone) => {
    expect(whatsAppLink(phone)).toBeUndefined();
  });
});
