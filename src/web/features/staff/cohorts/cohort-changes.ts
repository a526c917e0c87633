import { redirect } from 'react-router';
import { newCohortSchema, cohortChangeSchema } from '../../../../domain/delivery/cohorts.ts';
import { materialLinkSchema } from '../../../../domain/delivery/materials.ts';
import {
  addSessionSchema,
  addWebinarSchema,
  attendanceSchema,
  generateSessionsSchema,
  moveSessionSchema,
  sessionChangeSchema,
} from '../../../../domain/delivery/sessions.ts';
import { z } from '../../../../domain/zod.ts';
import { formatSessionStart } from '../../../../domain/delivery/session-time.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import {
  addMaterialLink,
  addSession,
  addWebinar,
  cancelSession,
  changeCohort,
  changeSession,
  createCohort,
  generateSessions,
  markAttendance,
  moveLearner,
  moveSession,
  removeMaterial,
  uploadMaterial,
} from './cohorts-api.ts';
import { cohortPath } from './cohort-paths.ts';

const ids = { cohort_id: z.number(), session_id: z.number() };

/** What the cohort screens' clientActions are asked to do: `intent` says which change. */
const cohortChangeRequestSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), cohort: newCohortSchema }),
  z.object({ intent: z.literal('edit'), cohort_id: z.number(), change: cohortChangeSchema }),
  z.object({
    intent: z.literal('generate'),
    cohort_id: z.number(),
    pattern: generateSessionsSchema,
  }),
  z.object({ intent: z.literal('add-session'), cohort_id: z.number(), session: addSessionSchema }),
  z.object({ intent: z.literal('add-webinar'), webinar: addWebinarSchema }),
  /** The names are for the words of the answer. */
  z.object({
    intent: z.literal('move-learner'),
    cohort_id: z.number(),
    learner_id: z.number(),
    learner: z.string(),
    to_cohort_id: z.number(),
  }),
  z.object({ intent: z.literal('session'), ...ids, change: sessionChangeSchema }),
  z.object({ intent: z.literal('move-session'), ...ids, move: moveSessionSchema }),
  z.object({ intent: z.literal('cancel-session'), ...ids, reason: z.string() }),
  z.object({ intent: z.literal('attendance'), ...ids, marks: attendanceSchema.shape.marks }),
  z.object({ intent: z.literal('link'), program: z.string(), link: materialLinkSchema }),
  z.object({ intent: z.literal('remove'), program: z.string(), id: z.number(), title: z.string() }),
]);
export type CohortChangeRequest = z.infer<typeof cohortChangeRequestSchema>;

/** A file upload comes as the form's own multipart body, with the program beside the file. */
async function upload(request: Request): Promise<Answer> {
  const form = await request.formData();
  const program = String(form.get('program'));
  form.delete('program');
  return answerOf(await uploadMaterial(program, form), request, {
    done: () => `${String(form.get('title'))} is uploaded.`,
    refused: 'The file was not uploaded.',
  });
}

/**
 * Makes a change to cohorts, sessions or materials (the cohort routes' clientAction) and says, in
 * words, what it did or why it was refused. React Router then loads the screen again by itself;
 * a new cohort opens its own page.
 */
export async function changeCohorts(request: Request): Promise<Answer | Response> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return upload(request);
  }
  const change = cohortChangeRequestSchema.parse(await request.json());
  switch (change.intent) {
    case 'create': {
      const result = await createCohort(change.cohort);
      if (result.ok) return redirect(cohortPath(result.data.id));
      return answerOf(result, request, { done: () => '', refused: 'The cohort was not created.' });
    }
    case 'edit':
      return answerOf(await changeCohort(change.cohort_id, change.change), request, {
        done: () => 'The cohort is saved.',
        refused: 'The cohort was not changed.',
      });
    case 'generate':
      return answerOf(await generateSessions(change.cohort_id, change.pattern), request, {
        done: (cohort) => `${cohort.sessions.length} sessions are scheduled: ${cohort.schedule}.`,
        refused: 'No sessions were made.',
      });
    case 'add-session':
      return answerOf(await addSession(change.cohort_id, change.session), request, {
        done: (s) =>
          `“${s.session.topic}” is added for ${formatSessionStart(s.session.starts_at)}; ${s.roster.length} learners were mailed.`,
        refused: 'The session was not added.',
      });
    case 'add-webinar':
      return answerOf(await addWebinar(change.webinar), request, {
        done: (w) =>
          w.sessions.length === 1
            ? 'The webinar is added to the one cohort of the program being taught then; its Premium learners were mailed.'
            : `The webinar is added to the ${w.sessions.length} cohorts of the program being taught then; their Premium learners were mailed.`,
        refused: 'The webinar was not added.',
      });
    case 'move-learner':
      return answerOf(
        await moveLearner(change.cohort_id, change.learner_id, change.to_cohort_id),
        request,
        {
          done: () => `${change.learner} has moved and has been mailed the new schedule.`,
          refused: `${change.learner} was not moved.`,
        },
      );
    case 'session':
      return answerOf(
        await changeSession(change.cohort_id, change.session_id, change.change),
        request,
        { done: () => 'The session is saved.', refused: 'The session was not changed.' },
      );
    case 'move-session':
      return answerOf(
        await moveSession(change.cohort_id, change.session_id, change.move),
        request,
        {
          done: (s) =>
            `The session moved to ${formatSessionStart(s.session.starts_at)}; ${s.roster.length} learners were mailed.`,
          refused: 'The session was not moved.',
        },
      );
    case 'cancel-session':
      return answerOf(
        await cancelSession(change.cohort_id, change.session_id, change.reason),
        request,
        {
          done: (s) => `The session is cancelled; ${s.roster.length} learners were mailed.`,
          refused: 'The session was not cancelled.',
        },
      );
    case 'attendance':
      return answerOf(
        await markAttendance(change.cohort_id, change.session_id, { marks: change.marks }),
        request,
        {
          done: (s) => `Attendance is saved: ${s.session.present} of ${s.roster.length} present.`,
          refused: 'Attendance was not saved.',
        },
      );
    case 'link':
      return answerOf(await addMaterialLink(change.program, change.link), request, {
        done: () => `${change.link.title} is added.`,
        refused: 'The link was not added.',
      });
    case 'remove':
      return answerOf(await removeMaterial(change.program, change.id), request, {
        done: () => `${change.title} is removed.`,
        refused: `${change.title} was not removed.`,
      });
  }
}
