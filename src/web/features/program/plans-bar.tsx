import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { lowestPrice, type PlanCard } from '../../../domain/catalogue/program-page.ts';
import type { Program } from '../../../domain/catalogue/programs.ts';
import { formatPaise } from '../../../domain/money.ts';
import { buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * On a phone the plans are several screens down the page: this bar keeps the price and the way
 * to them at hand; for a learner enrolled in the program, the way to their program instead. It shows while neither the plans nor the footer is on screen, and steps
 * aside while the person is typing in a form, so it never covers a field.
 */
export function PlansBar({
  plansId,
  program,
  plans,
  enrolled,
}: {
  plansId: string;
  program: Pick<Program, 'slug'>;
  plans: readonly PlanCard[];
  /** Whether the signed-in learner is enrolled: they are led to their own space instead. */
  enrolled: boolean;
}) {
  const learnPath = enrolled ? `/learn/${program.slug}` : null;
  const [inView, setInView] = useState({ plans: true, footer: false });
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const plans = document.getElementById(plansId);
    const footer = document.querySelector('footer');
    if (!plans) return;
    const observer = new IntersectionObserver((entries) => {
      setInView((now) => {
        const next = { ...now };
        for (const entry of entries) {
          next[entry.target === plans ? 'plans' : 'footer'] = entry.isIntersecting;
        }
        return next;
      });
    });
    observer.observe(plans);
    if (footer) observer.observe(footer);
    const isField = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.matches('input, textarea, select');
    const focusIn = (event: FocusEvent) => setTyping(isField(event.target));
    const focusOut = () => setTyping(false);
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, [plansId]);

  if (inView.plans || inView.footer || typing) return null;
  return (
    <div
      role="region"
      aria-label="Plans and price"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-4 border-t border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur sm:hidden"
    >
      {learnPath ? (
        <>
          <p className="text-sm font-semibold text-success-700">You are enrolled</p>
          <Link to={learnPath} className={cn(buttonClass.primary, 'py-2.5 whitespace-nowrap')}>
            Go to your program
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            From{' '}
            <span className="text-lg font-extrabold text-brand-950">
              {formatPaise(lowestPrice(plans))}
            </span>
          </p>
          <a href={`#${plansId}`} className={cn(buttonClass.primary, 'py-2.5')}>
            View plans
          </a>
        </>
      )}
    </div>
  );
}
