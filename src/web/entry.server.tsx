import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// Runs in the server (src/server/web/page-renderer.ts), which keeps each page it renders for
// everyone until what the page shows changes: each page is rendered whole. React Router's default
// streams from the first shell and lets React move a Suspense boundary found past the first
// 12.8 KB to the end of the document, revealed later by an inline script. Here nothing is sent
// before everything is rendered, and nothing is moved: a part whose code loads later is in its
// place in the HTML.

// What the server reads from its build beside React Router's own: see PageEntry there.
export { pageFactsContext } from './lib/page-facts.ts';
export { setServedOrigin } from './lib/public-origin.ts';

/** Bytes after which React would move a finished boundary to the end of the document: never. */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: NEVER_OUTLINE,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
