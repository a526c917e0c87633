import { askQuestionSchema } from '../../../domain/delivery/questions.ts';
import { firstIssue } from '../../../domain/errors.ts';
import { failureMessage } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { askQuestion } from './questions-api.ts';

/** The `intent` of the 'Ask a question' form, beside the module's index and the question. */
export const ASK_INTENT = 'ask-question';

/** What the form hears back: null once asked (the space is then read again), or why not. */
export type AskAnswer = { error: string } | null;

/** Sends the form's question (the learning space's clientAction), checked by the server's rules. */
export async function askModuleQuestion(program: string, request: Request): Promise<AskAnswer> {
  const form = await request.formData();
  const index = Number(form.get('module'));
  const question = askQuestionSchema.safeParse({ body: String(form.get('body') ?? '') });
  if (!question.success) return { error: firstIssue(question.error).error };
  const result = await askQuestion(program, index, question.data);
  if (result.ok) return null;
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return { error: failureMessage(result, 'Your question was not sent.', 'Network error.') };
}
