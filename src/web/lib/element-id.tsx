import { createContext, useContext, useState, type ReactNode } from 'react';

// Ids that link a label, a hint or a panel to its element. React's useId counts the components
// of the whole page in render order, and a part whose code arrives later (`later()`) renders
// after the rest in the browser but in its place when the page is built: every id after it
// would differ from the built HTML. Here each such part counts its own ids, under its own name.

type NextId = () => string;

function counter(prefix: string): NextId {
  let next = 0;
  return () => `${prefix}${next++}`;
}

const IdScopeContext = createContext<NextId>(counter('id-'));

/** An id for an element of this component, the same when built and when hydrated. */
export function useElementId(): string {
  const nextId = useContext(IdScopeContext);
  const [id] = useState(nextId);
  return id;
}

/** The ids of the components inside, counted apart from the page's; `name` is unique per page. */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const [nextId] = useState(() => counter(`${name}-`));
  return <IdScopeContext.Provider value={nextId}>{children}</IdScopeContext.Provider>;
}
