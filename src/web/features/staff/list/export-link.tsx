import { Download } from 'lucide-react';
import { smallButtonClass } from '../ui/buttons.ts';

/** A download of every row the filters match, not only this page. */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={smallButtonClass}>
      <Download aria-hidden className="size-4" />
      Export CSV
    </a>
  );
}
