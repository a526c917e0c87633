import { describe, expect, it } from 'vitest';
import { plannedSessions, sessionStarts, scheduleSummary } from './schedule.ts';
import { formatSessionStart, istParts, istToUtc } from './session-time.ts';

describe('sessionStarts', () => {
  it('puts 7 pm IST at 13:30 UTC on the pattern’s days, from the first day on', () => {
    // 1 Dec 2026 is a Tuesday.
    expect(sessionStarts('2026-12-01', { days: [2, 4], time: '19:00', minutes: 120 }, 4)).toEqual([
      '2026-12-01T13:30:00.000Z',
      '2026-12-03T13:30:00.000Z',
      '2026-12-08T13:30:00.000Z',
      '2026-12-10T13:30:00.000Z',
    ]);
  });

  it('skips to the first matching day when the cohort starts on another', () => {
    expect(sessionStarts('2026-12-02', { days: [2], time: '19:00', minutes: 60 }, 1)).toEqual([
      '2026-12-08T13:30:00.000Z',
    ]);
  });

  it('reads the days as India’s: early on an IST Tuesday is Monday in UTC', () => {
    expect(sessionStarts('2026-12-01', { days: [2], time: '02:00', minutes: 60 }, 2)).toEqual([
      '2026-11-30T20:30:00.000Z',
      '2026-12-07T20:30:00.000Z',
    ]);
    // 23:30 IST stays on the same UTC day, 18:00.
    expect(sessionStarts('2026-12-01', { days: [2], time: '23:30', minutes: 60 }, 1)).toEqual([
      '2026-12-01T18:00:00.000Z',
    ]);
  });

  it('crosses months and years', () => {
    expect(sessionStarts('2026-12-28', { days: [1, 3, 5], time: '09:00', minutes: 60 }, 3)).toEqual(
      ['2026-12-28T03:30:00.000Z', '2026-12-30T03:30:00.000Z', '2027-01-01T03:30:00.000Z'],
    );
  });
});

describe('scheduleSummary', () => {
  const summary = (days: number[], time: string, minutes: number) =>
    scheduleSummary({ days, time, minutes });

  it('names the days Monday first and the hours in one half of the day once', () => {
    expect(summary([4, 2], '19:00', 120)).toBe('Tue and Thu, 7-9 pm IST');
    expect(summary([6], '10:00', 90)).toBe('Sat, 10-11:30 am IST');
    expect(summary([0, 1, 3, 5], '18:30', 90)).toBe('Mon, Wed, Fri and Sun, 6:30-8 pm IST');
  });

  it('writes both halves when the session crosses noon or midnight', () => {
    expect(summary([6, 0], '11:00', 120)).toBe('Sat and Sun, 11 am-1 pm IST');
    expect(summary([5], '23:00', 90)).toBe('Fri, 11 pm-12:30 am IST');
    expect(summary([5], '22:00', 120)).toBe('Fri, 10 pm-12 am IST');
    expect(summary([3], '00:00', 60)).toBe('Wed, 12-1 am IST');
  });

  it('shortens whole weeks and working weeks', () => {
    expect(summary([1, 2, 3, 4, 5], '07:00', 60)).toBe('Mon to Fri, 7-8 am IST');
    expect(summary([0, 1, 2, 3, 4, 5, 6], '20:00', 60)).toBe('Every day, 8-9 pm IST');
  });
});

describe('session times', () => {
  it('reads a UTC start as India does, and back', () => {
    expect(formatSessionStart('2026-12-08T13:30:00.000Z')).toBe('Tue 8 Dec 2026, 7:00 pm IST');
    expect(formatSessionStart('2026-11-30T20:30:00.000Z')).toBe('Tue 1 Dec 2026, 2:00 am IST');
    expect(istParts('2026-11-30T20:30:00.000Z')).toEqual({ date: '2026-12-01', time: '02:00' });
    expect(istToUtc('2026-12-01', '02:00')).toBe('2026-11-30T20:30:00.000Z');
  });
});

describe('plannedSessions', () => {
  const modules = ['Python Basics', 'Functions', 'Classes'];
  const pattern = { days: [2], time: '19:00', minutes: 60 };

  it('follows the syllabus in order, sharing modules out when there are more sessions', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const six = plannedSessions('2026-12-01', { ...pattern, count: 6 }, modules, now);
    expect(six.map((s) => s.topic)).toEqual([
      'Module 1: Python Basics',
      'Module 1: Python Basics',
      'Module 2: Functions',
      'Module 2: Functions',
      'Module 3: Classes',
      'Module 3: Classes',
    ]);
    expect(six[0]).toMatchObject({ startsAt: '2026-12-01T13:30:00.000Z', moduleIndex: 0 });
  });

  it('never plans a session before now, even when the cohort started earlier', () => {
    // Tuesday 1 Dec, 8 pm IST: that evening's 7 pm session has passed.
    const now = new Date('2026-12-01T14:30:00Z');
    const planned = plannedSessions('2026-11-01', { ...pattern, count: 2 }, modules, now);
    expect(planned.map((s) => s.startsAt)).toEqual([
      '2026-12-08T13:30:00.000Z',
      '2026-12-15T13:30:00.000Z',
    ]);
  });
});
