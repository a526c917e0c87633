import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CERTIFICATE_IMAGES, certificateFor } from '../domain/catalogue/certificate-images.ts';

const drawing = (file: string) => fs.readFileSync(path.join('public', file), 'utf8');

it.each(CERTIFICATE_IMAGES)('names the site on %s, whatever it is called', (file) => {
  const branded = certificateFor(drawing(file), 'Acme & Co Learning');
  expect(branded).not.toContain('Mentora');
  expect(branded).toContain('>Acme &amp; Co Learning</text>');
  expect(certificateFor(drawing(file), 'Mentora')).toBe(drawing(file));
});

it('squeezes a long name into the room beside the seal', () => {
  const branded = certificateFor(
    drawing(CERTIFICATE_IMAGES[0]),
    'Bharat Skills Mentorship Academy',
  );
  expect(branded).toMatch(/textLength="290" lengthAdjust="spacingAndGlyphs">Bharat Skills/);
});
