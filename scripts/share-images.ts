// Renders the site's own 1200x630 PNG link preview into the built site, from the hero picture
// (each program's is made by the server from the published catalogue:
// src/server/web/program-share-images.ts); and writes the site's name into the sample
// certificates.
import fs from 'node:fs';
import path from 'node:path';
import { SITE_SHARE_IMAGE } from '../src/domain/catalogue/share-images.ts';
import { siteIdentityFromEnv } from '../src/domain/site-identity-env.ts';
import { CERTIFICATE_IMAGES, certificateFor } from '../src/domain/catalogue/certificate-images.ts';
import { sharePng } from '../src/server/web/share-picture.ts';

const root = path.resolve(process.argv[2] ?? 'dist/web/client');
const siteName = siteIdentityFromEnv(process.env, { production: false }).siteName;

const started = Date.now();
const png = sharePng({
  kicker: 'Mentorship programs',
  title: 'Learn with an expert mentor',
  subtitle: 'Live projects, pay by UPI',
  siteName,
  art: {
    svg: fs.readFileSync('public/images/hero.svg', 'utf8'),
    box: { x: 640, y: 130, w: 460, h: 378 },
  },
});
const siteImage = path.join(root, SITE_SHARE_IMAGE);
fs.mkdirSync(path.dirname(siteImage), { recursive: true });
fs.writeFileSync(siteImage, png);
console.log(`share image: ${(png.length / 1024).toFixed(0)} KiB in ${Date.now() - started} ms`);

// The sample certificates name the issuer: the site, as this build calls it.
for (const file of CERTIFICATE_IMAGES) {
  const source = fs.readFileSync(path.join('public', file), 'utf8');
  fs.writeFileSync(path.join(root, file), certificateFor(source, siteName));
}
