import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '../../../domain/site-identity.ts';
import { publicConfig } from '../../lib/public-config.ts';

const { identity } = publicConfig;

/**
 * Someone stuck while paying on a phone reaches a person from where they are: WhatsApp with the
 * order's number already written, else a call; nothing when the business has configured neither.
 */
export function HelpLine({ number }: { number: string }) {
  const className =
    'inline-flex items-center gap-1 py-1 text-xs font-semibold text-brand-700 hover:underline';
  if (identity.whatsappNumber) {
    const text = encodeURIComponent(`Hello, I need help paying for order ${number}.`);
    return (
      <a
        href={`https://wa.me/${identity.whatsappNumber}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
      >
        <MessageCircle aria-hidden className="size-3.5" />
        Help on WhatsApp
      </a>
    );
  }
  if (identity.supportPhone) {
    return (
      <a href={telHref(identity.supportPhone)} className={className}>
        <Phone aria-hidden className="size-3.5" />
        Call {identity.supportPhone}
      </a>
    );
  }
  return null;
}
