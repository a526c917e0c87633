import type { LearnerProgress, LearnerSpace } from '../../../domain/learner-space.ts';
import { requestJson } from '../../api/client.ts';

const spacePath = (program: string) => `/api/learn/${encodeURIComponent(program)}/`;

export const fetchLearnerSpace = (program: string) =>
  requestJson<LearnerSpace>('GET', spacePath(program));

export const setModuleDone = (program: string, index: number, done: boolean) =>
  requestJson<LearnerProgress>(
    done ? 'PUT' : 'DELETE',
    `${spacePath(program)}modules/${index}/done`,
  );

export const setReminders = (on: boolean) =>
  requestJson<{ reminders_on: boolean }>('PUT', '/api/learn/reminders/', { on });

export const renewCalendarFeed = () =>
  requestJson<{ calendar_feed_url: string }>('POST', '/api/learn/calendar-feed/');

export const dropCalendarFeed = () =>
  requestJson<{ calendar_feed_url: null }>('DELETE', '/api/learn/calendar-feed/');
