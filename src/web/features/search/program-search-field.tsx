import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { ProgramSearchEntry } from '../../../domain/catalogue/program-search.ts';
import { cn } from '../../lib/cn.ts';
import type * as Listbox from './search-listbox.tsx';

/** The resource route that answers with what the search matches (routes/program-search-index.ts). */
const SEARCH_INDEX = '/search/programs';

/** Typing here in a page, not in a field of it, is what '/' is for. */
const isTypingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** What was typed into the box before the page's script ran: it is answered, not lost. */
const typedEarly = (id: string) =>
  typeof document === 'undefined'
    ? ''
    : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '');

/**
 * The header's search box, a combobox as ARIA's pattern has it: the box keeps the focus, the
 * arrows move through the programs, Enter opens the chosen (or the first) one, Escape closes
 * the list. The list's code and what it matches (the published programs, from /search/programs)
 * arrive when the box is first focused, so no page pays for them before. Without script, Enter
 * opens /programs.
 */
export function ProgramSearchField({
  id,
  onSlash,
  className,
  autoFocus,
  inline = false,
}: {
  id: string;
  /** Set on the one box that '/' reaches; it is called when that box is hidden. */
  onSlash?: () => void;
  className?: string;
  autoFocus?: boolean;
  /** The list in the flow under the box, as a dialog needs it, rather than over the page. */
  inline?: boolean;
}) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [listbox, setListbox] = useState<typeof Listbox | null>(null);
  const [query, setQuery] = useState(() => typedEarly(id));
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const index = useFetcher<ProgramSearchEntry[]>();
  const load = () => {
    void import('./search-listbox.tsx').then(setListbox);
    if (index.state === 'idle' && index.data === undefined) void index.load(SEARCH_INDEX);
  };
  // Focused before the page's script ran: the box asks as a later focus would.
  const loadIfFocused = useEffectEvent(() => {
    if (document.activeElement === input.current) load();
  });

  useEffect(() => {
    loadIfFocused();
    if (!onSlash) return;
    const focusOnSlash = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || isTypingIn(event.target)) return;
      event.preventDefault();
      if (input.current?.offsetParent) input.current.focus();
      else onSlash();
    };
    addEventListener('keydown', focusOnSlash);
    return () => removeEventListener('keydown', focusOnSlash);
  }, [onSlash]);

  const entries = index.data;
  const ready = listbox !== null && entries !== undefined;
  const shown = ready && open && query.trim() !== '';
  // Matched again only when the text changes, not when the arrows move.
  const found = useMemo(
    () => (listbox && entries ? listbox.findPrograms(entries, query) : []),
    [listbox, entries, query],
  );
  const hits = shown ? found : [];

  const choose = (slug: string) => {
    const box = input.current;
    if (box) {
      box.value = '';
      box.blur();
      box.closest('dialog')?.close();
    }
    setQuery('');
    setActive(-1);
    void navigate(`/${slug}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = hits.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) setOpen(true);
      if (last < 0) return;
      event.preventDefault();
      if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && ready) {
      event.preventDefault();
      const hit = hits[Math.max(active, 0)];
      if (hit) choose(hit.slug);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = shown && hits.length > 0;
  return (
    <form role="search" action="/programs" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search programs
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-autocomplete="list"
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-list-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={onSlash ? 'Search programs  /' : 'Search programs'}
          onFocus={() => {
            load();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'w-full rounded-control border border-line bg-surface py-2 pr-3 pl-9 placeholder:text-muted focus:border-brand-600 focus:bg-white focus:outline-none',
            // 16 px on a phone, where a smaller field makes the browser zoom in on focus.
            inline ? 'text-base' : 'text-sm',
          )}
        />
      </div>
      {shown && listbox && (
        <listbox.SearchListbox
          id={`${id}-list`}
          query={query}
          hits={hits}
          active={active}
          onChoose={choose}
          inline={inline}
        />
      )}
    </form>
  );
}
