import { describe, expect, it } from 'vitest';
import { bookableDays, freeSlots, isChangeable } from './slots.ts';

// Thursday 3 Dec 2026 in India; 'now' is the evening before, 6 pm IST.
const DAY = '2026-12-03';
const NOW = new Date('2026-12-02T12:30:00.000Z');
const thursday = (start: string, end: string) => ({
  weekday: 4,
  start_minute: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  end_minute: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
});
const slots = (overrides: Partial<Parameters<typeof freeSlots>[0]> = {}) =>
  freeSlots({
    day: DAY,
    minutes: 30,
    blocks: [thursday('10:00', '12:00')],
    leave: [],
    busy: [],
    now: NOW,
    ...overrides,
  });

describe('free slots', () => {
  it('cut the weekly hours into slots of the kind’s length on the half hour, in IST', () => {
    // 10:00 IST is 04:30 UTC.
    expect(slots()).toEqual([
      '2026-12-03T04:30:00.000Z',
      '2026-12-03T05:00:00.000Z',
      '2026-12-03T05:30:00.000Z',
      '2026-12-03T06:00:00.000Z',
    ]);
    // 45 minutes from 10:00 to 12:00: 10:00, 10:30 and 11:00 end by noon; 11:30 would not.
    expect(slots({ minutes: 45 })).toEqual([
      '2026-12-03T04:30:00.000Z',
      '2026-12-03T05:00:00.000Z',
      '2026-12-03T05:30:00.000Z',
    ]);
    // Hours that start off the half hour begin at the next one.
    expect(slots({ blocks: [thursday('10:10', '11:00')] })).toEqual(['2026-12-03T05:00:00.000Z']);
  });

  it('offer nothing on other weekdays or on leave days', () => {
    expect(slots({ day: '2026-12-04' })).toEqual([]);
    expect(slots({ leave: [{ starts_on: '2026-12-01', ends_on: DAY }] })).toEqual([]);
    expect(slots({ leave: [{ starts_on: '2026-12-04', ends_on: '2026-12-05' }] })).toHaveLength(4);
  });

  it('start no sooner than 12 hours from now', () => {
    // 10:15 pm IST the night before: 10:00 is less than 12 hours away, 10:30 is not.
    const late = new Date('2026-12-02T16:45:00.000Z');
    expect(slots({ now: late })[0]).toBe('2026-12-03T05:00:00.000Z');
    expect(slots({ now: new Date('2026-12-03T05:00:00.000Z') })).toEqual([]);
  });

  it('leave out what overlaps a booking or a cohort session', () => {
    const busy = [
      { starts_at: '2026-12-03T05:00:00.000Z', minutes: 30 },
      // A session from 11:15 to 11:45 IST takes both slots it touches.
      { starts_at: '2026-12-03T05:45:00.000Z', minutes: 30 },
    ];
    expect(slots({ busy })).toEqual(['2026-12-03T04:30:00.000Z']);
  });

  it('count each start once where blocks overlap', () => {
    expect(slots({ blocks: [thursday('10:00', '11:00'), thursday('10:30', '11:30')] })).toEqual([
      '2026-12-03T04:30:00.000Z',
      '2026-12-03T05:00:00.000Z',
      '2026-12-03T05:30:00.000Z',
    ]);
  });
});

describe('booking days and changes', () => {
  it('open today and the next 13 IST days', () => {
    // 11 pm UTC on 2 Dec is already 3 Dec in India.
    const days = bookableDays(new Date('2026-12-02T23:00:00.000Z'));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-12-03');
    expect(days[13]).toBe('2026-12-16');
  });

  it('allow changes until 12 hours before the start', () => {
    const start = '2026-12-03T04:30:00.000Z';
    expect(isChangeable(start, new Date('2026-12-02T16:30:00.000Z'))).toBe(true);
    expect(isChangeable(start, new Date('2026-12-02T16:31:00.000Z'))).toBe(false);
  });
});
