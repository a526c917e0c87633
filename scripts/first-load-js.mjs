// Reports the JavaScript a first visit to a page downloads: every script the HTML loads or
// preloads (now or once it has painted), gzipped. The page is asked of the running server, which
// renders it. Usage: node scripts/first-load-js.mjs http://localhost:3000/python
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** `html`: the page as the server sends it; `root`: the built assets it names. */
export function firstLoadJs(root, html) {
  // What the page fetches: script tags, module preloads and the boot script's imports. Not
  // every module its route manifest names: those of routes it is not on load when followed.
  const urls = new Set(
    [
      ...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/\bimport\b[^"'();]*\(?\s*"(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]),
  );
  // Inline scripts that run; not the JSON-LD, which is data for search engines like the HTML.
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1]);
  const files = [...urls].map((url) => ({
    url,
    gzip: gzipSync(readFileSync(root + url), { level: 9 }).length,
  }));
  const inlineGzip = gzipSync(inline.join('\n'), { level: 9 }).length;
  const total = files.reduce((sum, f) => sum + f.gzip, 0) + inlineGzip;
  return { files, inlineGzip, total };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = process.argv[2] ?? 'http://localhost:3000/';
  const html = await (await fetch(page)).text();
  const { files, inlineGzip, total } = firstLoadJs('dist/web/client', html);
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.url}`);
  console.log(`${(inlineGzip / 1024).toFixed(1).padStart(7)} KiB  (inline scripts)`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KiB  total first-load JS of ${page}, gzipped`,
  );
}
