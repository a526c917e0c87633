import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { ServerRouter, type EntryContext } from 'react-router';
import './lib/react-only-props.ts';

// Runs only while the site is built (ssr: false): each public page is rendered once, whole, into
// its HTML file. Rendering to one string waits for every suspended part in place, so nothing is
// moved to the end of the document to be revealed by a script after the first paint.

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const page = <ServerRouter context={routerContext} url={request.url} />;
  const html = await renderToStringAsync(page as unknown as VNode);
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
