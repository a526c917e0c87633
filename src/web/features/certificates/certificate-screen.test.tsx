// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { NAME_REMOVED, type PublicCertificate } from '../../../domain/certificates/certificates.ts';
import { verificationWords } from '../../../domain/certificates/credential-verification.ts';
import { CertificateScreen } from './certificate-screen.tsx';

afterEach(cleanup);

const certificate: PublicCertificate = {
  number: 'MC-7K3Q-9XTD-2M8F',
  learner_name: 'Asha Rao',
  program: 'Python',
  plan: 'Pro Plan',
  completed_on: '2026-12-20',
  issued_at: '2026-12-20T06:00:00.000Z',
  issuer_name: 'Mentora',
  issued_by_name: 'Neha Staff',
  mentor_name: 'Ravi Mentor',
  revoked: null,
  page_url: 'https://mentora.test/certificates/MC-7K3Q-9XTD-2M8F',
};

/** The certificate's lines, as a reader goes down them. */
function certificateLines(c: PublicCertificate): string {
  render(
    <MemoryRouter>
      <CertificateScreen certificate={c} />
    </MemoryRouter>,
  );
  const region = screen.getByRole('region', { name: 'Certificate of completion' });
  return Array.from(region.querySelectorAll('p'), (line) => line.textContent).join(' ');
}

/** What a phone's camera reads from the page's QR code: its squares drawn as pixels, decoded. */
function scanQr(svg: SVGElement): string | undefined {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('a certificate’s page', () => {
  it('shows the QR code the PDF has, which opens this page', () => {
    render(
      <MemoryRouter>
        <CertificateScreen certificate={certificate} />
      </MemoryRouter>,
    );
    const qr = screen.getByRole('img', { name: `QR code of this page: ${certificate.page_url}` });
    expect(scanQr(qr as unknown as SVGElement)).toBe(certificate.page_url);
  });
});

describe('a certificate whose learner deleted their account', () => {
  it('certifies its holder, without a name, and is still valid', () => {
    const lines = certificateLines({ ...certificate, learner_name: NAME_REMOVED });
    expect(lines).toContain(
      'This certifies that the holder of this certificate (name removed at their request) has completed the mentorship program',
    );
    expect(lines).not.toContain(NAME_REMOVED);
    expect(screen.getByText('Valid certificate issued by Mentora')).toBeDefined();
  });

  it('names the learner while they have an account', () => {
    expect(certificateLines(certificate)).toContain(
      'This certifies that Asha Rao has completed the mentorship program',
    );
  });

  it('is verified as issued to its holder', () => {
    const words = verificationWords({
      valid: true,
      revoked: false,
      certificate: {
        number: certificate.number,
        url: certificate.page_url,
        learnerName: NAME_REMOVED,
        achievement: 'Python (Pro Plan)',
        issuerName: 'Mentora',
        issuedAt: certificate.issued_at,
        revokedAt: null,
        revokedReason: null,
      },
    });
    expect(words.headline).toBe(
      'Genuine: issued by Mentora to the holder (name removed at their request) for Python (Pro Plan) on 20 Dec 2026.',
    );
  });
});
