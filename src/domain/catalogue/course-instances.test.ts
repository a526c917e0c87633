import { describe, expect, it } from 'vitest';
import { cohortInstance, selfPacedInstance, timetableOf } from './course-instances.ts';
import {
  durationInWords,
  seatsInWords,
  startsInWords,
  type UpcomingCohort,
} from './upcoming-cohorts.ts';

const pace = { durationWeeks: 12, hoursPerWeek: 6 };
const cohort: UpcomingCohort = {
  id: 7,
  starts_on: '2027-01-05',
  ends_on: '2027-03-25',
  schedule: 'Tue and Thu, 7-9 pm IST',
  language: 'Hindi',
  seats_left: 12,
};
// Tue 5 and Thu 7 Jan 2027, 7 pm IST.
const sessions = [
  { starts_at: '2027-01-05T13:30:00.000Z', minutes: 120 },
  { starts_at: '2027-01-07T13:30:00.000Z', minutes: 120 },
];

describe('the Course JSON-LD of a program', () => {
  it('offers a self-paced instance with the whole workload and the mentors', () => {
    expect(selfPacedInstance(pace, ['Priya Raghavan'])).toEqual({
      '@type': 'CourseInstance',
      name: 'Self-paced',
      courseMode: 'online',
      courseWorkload: 'PT72H',
      instructor: [{ '@type': 'Person', name: 'Priya Raghavan' }],
    });
  });

  it('makes each cohort a CourseInstance with its weekly schedule, in IST', () => {
    expect(cohortInstance(cohort, timetableOf(sessions), pace, ['Priya Raghavan'])).toEqual({
      '@type': 'CourseInstance',
      name: 'Cohort starting 2027-01-05',
      courseMode: 'online',
      inLanguage: 'hi',
      startDate: '2027-01-05',
      endDate: '2027-03-25',
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'Weekly',
        repeatCount: 12,
        duration: 'PT6H',
        startDate: '2027-01-05',
        endDate: '2027-03-25',
        byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
        startTime: '19:00',
        endTime: '21:00',
        scheduleTimezone: 'Asia/Kolkata',
      },
      instructor: [{ '@type': 'Person', name: 'Priya Raghavan' }],
    });
  });

  it('leaves out the end and the days while no session is planned', () => {
    const unplanned = cohortInstance({ ...cohort, ends_on: null }, timetableOf([]), pace, []);
    expect(unplanned).not.toHaveProperty('endDate');
    expect(unplanned.courseSchedule).not.toHaveProperty('byDay');
    expect(unplanned.courseSchedule).toMatchObject({ repeatFrequency: 'Weekly', duration: 'PT6H' });
  });

  it('reads a session after IST midnight as the next IST day', () => {
    // 00:30 IST on Wednesday is still Tuesday in UTC.
    expect(timetableOf([{ starts_at: '2027-01-05T19:00:00.000Z', minutes: 60 }])).toEqual({
      days: [3],
      starts: '00:30',
      ends: '01:30',
    });
  });
});

describe('the cohorts in words', () => {
  it('says when, how often, in which language and how many seats are left', () => {
    expect(durationInWords(12, 6)).toBe('12 weeks, 6 hours a week');
    expect(startsInWords({ starts_on: '2027-01-04' })).toBe('Starts Mon 4 Jan 2027');
    expect(seatsInWords({ seats_left: 12 })).toBe('12 seats left');
    expect(seatsInWords({ seats_left: 1 })).toBe('1 seat left');
    expect(seatsInWords({ seats_left: 0 })).toBe('Full');
  });
});
