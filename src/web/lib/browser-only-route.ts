/**
 * The server's answer for a resource route whose data only the browser reads (its clientLoader,
 * through a fetcher): asked for as a document, it is a path like any other the site does not
 * have, answered in the API's error format.
 */
export function browserOnlyRoute(): Response {
  return Response.json({ error: 'Not found.' }, { status: 404 });
}
