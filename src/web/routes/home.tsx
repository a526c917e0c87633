import { Link } from 'react-router';
import { buttonClass } from '../components/button.tsx';
import { pageMeta } from '../lib/meta.ts';
import { publicConfig } from '../lib/public-config.ts';

export const meta = () =>
  pageMeta(
    'Expert-led online mentorship programs',
    'Learn online with expert mentors: live sessions, real portfolio projects, lifetime access and a verified certificate.',
  );

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
          Empowering Your Career
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
          Learn from industry mentors. Join 50k+ Happy Learners.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          {publicConfig.siteName} runs 100% online mentorship programs with live sessions, real
          projects for your portfolio and a verified digital certificate.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClass.primary}>
            Talk to an advisor
          </Link>
        </div>
      </div>
    </section>
  );
}
