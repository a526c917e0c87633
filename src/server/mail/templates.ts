import type { SiteIdentity } from '../../domain/site-identity.ts';

/** Plain-text and simple HTML renderings of one message, built from the same parts. */

/** Who a mail is from, as its signature names them: the configured identity. */
export type MailSender = Pick<SiteIdentity, 'siteName'> &
  Partial<Pick<SiteIdentity, 'legalName' | 'address' | 'supportEmail' | 'supportPhone'>>;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailAction {
  label: string;
  url: string;
}

export interface MailParts {
  sender: MailSender;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, "Label: url" in text. */
  action?: MailAction;
  /** Label and value pairs, shown as a table in HTML and as "Label: value" lines in text. */
  details?: Array<[label: string, value: string]>;
  /** A line above the signature, e.g. how to answer. */
  footer?: string;
}

/** The business behind every message: who sends it, where they are, how to reach a person. */
function signature(sender: MailSender): string[] {
  const contact = [sender.supportEmail, sender.supportPhone].filter(Boolean).join(' · ');
  return [
    sender.legalName ? `${sender.siteName} (${sender.legalName})` : sender.siteName,
    ...(sender.address ? [sender.address] : []),
    ...(contact ? [`Questions? ${contact}`] : []),
  ];
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

/**
 * A link drawn as a button, and the address under it as a link too: some mail clients show no
 * styles, and a person may want to see where the button goes before pressing it.
 */
function actionButton({ label, url }: MailAction): string {
  const href = escapeHtml(url);
  return (
    `<p style="margin:20px 0 8px"><a href="${href}" style="display:inline-block;background:#4338ca;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;color:#64748b;font-size:13px;line-height:1.5">Or open this link: <a href="${href}" style="color:#4338ca;word-break:break-all">${href}</a></p>`
  );
}

export function renderMail(parts: MailParts): MailContent {
  const { siteName } = parts.sender;
  const subject = `${parts.subject} | ${siteName}`;
  const details = parts.details ?? [];
  const footer = [...(parts.footer ? [parts.footer] : []), ...signature(parts.sender)];

  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length ? [''] : []),
    '--',
    ...footer,
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
    `<p style="margin:0 0 16px;color:#4338ca;font-weight:700">${escapeHtml(siteName)}</p>` +
    `<div style="background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(parts.heading)}</h1>` +
    parts.paragraphs
      .map((p) => `<p style="margin:0 0 12px;color:#334155;line-height:1.5">${multiline(p)}</p>`)
      .join('') +
    (parts.action ? actionButton(parts.action) : '') +
    (rows ? `<table style="border-collapse:collapse;font-size:14px">${rows}</table>` : '') +
    `</div><p style="margin:16px 0 0;color:#64748b;font-size:12px">${footer.map(escapeHtml).join('<br>')}</p>` +
    `</div></body></html>`;

  return { subject, text, html };
}
