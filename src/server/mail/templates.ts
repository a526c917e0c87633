/** Plain-text and simple HTML renderings of one message, built from the same parts. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  siteName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs, shown as a table in HTML and as "Label: value" lines in text. */
  details?: Array<[label: string, value: string]>;
  footer?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function renderMail(parts: MailParts): MailContent {
  const subject = `${parts.subject} | ${parts.siteName}`;
  const details = parts.details ?? [];
  const footer = parts.footer ?? `${parts.siteName}: expert-led mentorship programs`;

  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length ? [''] : []),
    '--',
    footer,
    '',
  ].join('\n');

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;color:#0f172a">${multiline(value)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="margin:0 0 16px;color:#4338ca;font-weight:700">${escapeHtml(parts.siteName)}</p>` +
    `<div style="background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(parts.heading)}</h1>` +
    parts.paragraphs
      .map((p) => `<p style="margin:0 0 12px;color:#334155;line-height:1.5">${multiline(p)}</p>`)
      .join('') +
    (rows ? `<table style="border-collapse:collapse;font-size:14px">${rows}</table>` : '') +
    `</div><p style="margin:16px 0 0;color:#64748b;font-size:12px">${escapeHtml(footer)}</p>` +
    `</div></body></html>`;

  return { subject, text, html };
}
