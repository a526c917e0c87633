import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, type Category } from '../../../domain/catalogue/categories.ts';
import { cardsOf } from '../../../domain/catalogue/programs.ts';

/**
 * 'Select Type': a tab list of the seven categories (arrow keys, Home and End move between
 * them) over the cards of the chosen one. Up to 900 px the cards scroll sideways; from 901 to
 * 1070 px they stand in one flat list; wider, in rows of three.
 */
export function CategoryTabs() {
  const [selected, setSelected] = useState<Category>('Technology');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (index: number) => {
    const i = (index + CATEGORIES.length) % CATEGORIES.length;
    setSelected(CATEGORIES[i]!);
    tabs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: CATEGORIES.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const tabId = (c: Category) => `category-tab-${c.replace(/\s+/g, '-').toLowerCase()}`;

  return (
    <div>
      <p id="select-type" className="text-sm font-bold tracking-wide text-muted uppercase">
        Select Type
      </p>
      <div
        role="tablist"
        aria-labelledby="select-type"
        // Wrapped, not scrolled: on a phone a sideways row showed two of seven tabs and gave
        // no sign that more followed.
        className="mt-3 flex flex-wrap gap-2 pb-2"
      >
        {CATEGORIES.map((category, index) => {
          const active = category === selected;
          return (
            <button
              key={category}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={tabId(category)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls="category-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(category)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50'
              }`}
            >
              {category}
            </button>
          );
        })}
      </div>
      <div
        id="category-panel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-6"
      >
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-4 min-[901px]:mx-0 min-[901px]:flex-col min-[901px]:overflow-visible min-[901px]:px-0 min-[1071px]:grid min-[1071px]:grid-cols-3 min-[1071px]:gap-6">
          {cardsOf(selected).map((card) => (
            <li key={card.path} className="w-64 shrink-0 snap-start min-[901px]:w-auto">
              <Link
                to={card.path}
                className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-raised min-[901px]:max-[1070px]:flex-row min-[901px]:max-[1070px]:items-center"
              >
                {/* The label names the link; the picture only illustrates it. */}
                <img
                  src={card.image}
                  alt=""
                  width="400"
                  height="260"
                  loading="lazy"
                  className="aspect-[400/260] w-full object-cover min-[901px]:max-[1070px]:w-56"
                />
                <span className="flex flex-1 items-center justify-between gap-3 p-4">
                  <span className="font-bold text-brand-950">{card.label}</span>
                  <span className="shrink-0 rounded-control bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                    Enroll now
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
