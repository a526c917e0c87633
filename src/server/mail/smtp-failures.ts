/** What nodemailer puts on the errors it raises (see its smtp-connection and errors modules). */
export interface SmtpError {
  message?: string;
  /** ECONNECTION, ETIMEDOUT, EPROTOCOL, EAUTH, ETLS, EENVELOPE, EMESSAGE, ... */
  code?: string;
  /** The step that failed: CONN (connect and greeting), EHLO, AUTH PLAIN, RCPT TO, DATA, API... */
  command?: string;
  responseCode?: number;
}

/**
 * - `outage`: the relay cannot take any mail now (no connection, refused greeting, failed TLS or
 *   login, sender refused): every message would fail the same way, none is at fault.
 * - `rejected`: the relay refused this message or its recipient for good.
 * - `deferred`: this message was refused for now (4xx to it), or failed in a way of its own.
 */
export type SmtpFailureKind = 'outage' | 'rejected' | 'deferred';

/** Codes for a connection that broke or never was, whatever step it was at. */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EREQUIRETLS',
  'EPROXY',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
]);

/** Steps that answer for the message and its recipient, not for the session. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);
/** Steps of the session itself (AUTH comes as AUTH PLAIN, AUTH LOGIN...): any refusal is an outage. */
const SESSION_COMMANDS = new Set(['CONN', 'EHLO', 'HELO', 'STARTTLS', 'MAIL FROM']);

/** RFC 5321: 5yz is final, except 503 (bad sequence), which a new session can get past. */
const isPermanentReply = (code: number | undefined) =>
  code !== undefined && code >= 500 && code < 600 && code !== 503;

export function classifySmtpFailure(err: SmtpError): SmtpFailureKind {
  const { code, command, responseCode } = err;
  // 421: the relay is closing the channel, whichever command it answers.
  if (responseCode === 421 || (code && CONNECTION_CODES.has(code))) return 'outage';
  if (command && MESSAGE_COMMANDS.has(command))
    return isPermanentReply(responseCode) ? 'rejected' : 'deferred';
  // Checked before a word went out: a malformed address or an empty or oversized message.
  if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode === undefined)
    return 'rejected';
  if (command && (SESSION_COMMANDS.has(command) || command.startsWith('AUTH'))) return 'outage';
  return 'deferred';
}

/** A few words for operators (the health check shows them): never the relay's own text. */
export function outageReason(err: SmtpError): string {
  const { code, command, responseCode } = err;
  const reply = responseCode === undefined ? '' : ` (${responseCode})`;
  if (responseCode === 421) return `SMTP relay closing connections${reply}`;
  if (code === 'ETIMEDOUT') return 'SMTP relay timed out';
  if (code === 'EDNS') return 'SMTP relay host not found';
  if (code === 'ETLS' || code === 'EREQUIRETLS' || command === 'STARTTLS')
    return `SMTP TLS failed${reply}`;
  if (code?.includes('AUTH') || command?.startsWith('AUTH')) return `SMTP login failed${reply}`;
  if (command === 'MAIL FROM') return `SMTP sender refused${reply}`;
  if (command === 'EHLO' || command === 'HELO') return `SMTP ${command} refused${reply}`;
  if (responseCode !== undefined) return `SMTP greeting refused${reply}`;
  return 'SMTP relay unreachable';
}
