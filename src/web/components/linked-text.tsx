import { Link } from 'react-router';

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;
const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Text with links written `[label](/path)` or `[label](mailto:...)`, as the content files do. */
export function LinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
