/**
 * The `intent` of a plain form posted to the learning space (a module's check, a question),
 * read from a copy so that the body stays unread for the action; null for any other request.
 * Plain forms are what a learner can send before the page's script runs.
 */
export async function formIntent(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const intent = (await request.clone().formData()).get('intent');
  return typeof intent === 'string' ? intent : null;
}
