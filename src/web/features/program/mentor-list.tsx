import { ExternalLink } from 'lucide-react';
import type { Mentor } from '../../../domain/catalogue/mentor-file.ts';

/** Who teaches the program: portrait, name, what they do, a short bio and their LinkedIn. */
export function MentorList({ mentors }: { mentors: readonly Mentor[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {mentors.map((mentor) => (
        <li
          key={mentor.slug}
          className="flex flex-col gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row"
        >
          <img
            src={mentor.photo}
            alt={mentor.photoAlt}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 shrink-0 rounded-full border border-line"
          />
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-brand-950">{mentor.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{mentor.title}</p>
            <p className="mt-3 text-sm leading-relaxed text-muted">{mentor.bio}</p>
            {mentor.linkedin ? (
              <a
                href={mentor.linkedin}
                rel="noopener noreferrer"
                target="_blank"
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline"
              >
                {mentor.name} on LinkedIn
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
