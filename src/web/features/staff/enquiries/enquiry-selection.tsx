import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EnquiryRef, EnquirySummary } from '../../../../domain/staff/enquiries.ts';

const keyOf = (e: EnquiryRef) => `${e.kind}/${e.id}`;

interface Selection {
  /** The rows of this page, in order. */
  rows: EnquirySummary[];
  chosen: EnquiryRef[];
  has: (e: EnquiryRef) => boolean;
  set: (e: EnquiryRef, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

/**
 * The enquiries ticked on the page shown, for a bulk change. A row that leaves the page (another
 * page, another filter) leaves the selection with it: nothing unseen is changed.
 */
export function EnquirySelection({
  rows,
  children,
}: {
  rows: EnquirySummary[];
  children: ReactNode;
}) {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const value = useMemo<Selection>(() => {
    const chosen = rows.filter((row) => keys.has(keyOf(row))).map(({ kind, id }) => ({ kind, id }));
    return {
      rows,
      chosen,
      has: (e) => keys.has(keyOf(e)),
      set: (e, on) =>
        setKeys((before) => {
          const next = new Set(before);
          if (on) next.add(keyOf(e));
          else next.delete(keyOf(e));
          return next;
        }),
      setAll: (on) => setKeys(new Set(on ? rows.map(keyOf) : [])),
      clear: () => setKeys(new Set()),
    };
  }, [rows, keys]);
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection is used outside EnquirySelection.');
  return selection;
}

const boxClass = 'size-4 accent-brand-700';

/** The tick that puts one enquiry in the selection. */
export function SelectEnquiry({ enquiry }: { enquiry: EnquirySummary }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={`Select ${enquiry.reference}`}
      checked={selection.has(enquiry)}
      onChange={(event) => selection.set(enquiry, event.target.checked)}
    />
  );
}

/** Ticks or clears every enquiry on the page. */
export function SelectAllEnquiries() {
  const { rows, chosen, setAll } = useSelection();
  const all = rows.length > 0 && chosen.length === rows.length;
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label="Select every enquiry on this page"
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = chosen.length > 0 && !all;
      }}
      onChange={(event) => setAll(event.target.checked)}
    />
  );
}
