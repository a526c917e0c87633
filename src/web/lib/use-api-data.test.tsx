// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/client.ts';
import { useApiData } from './use-api-data.ts';

afterEach(cleanup);

function Shown({
  id,
  load,
}: {
  id: string | null;
  load: (id: string) => Promise<ApiResult<string>>;
}) {
  const { state } = useApiData(id, () => load(id!), { fallback: 'Not loaded.' });
  return (
    <p>
      {state.status === 'ready'
        ? state.data
        : state.status === 'error'
          ? `${state.message} (${state.httpStatus ?? 'no answer'})`
          : 'Loading...'}
    </p>
  );
}

/** An answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useApiData', () => {
  it('loads nothing while there is nothing to load', () => {
    const load = vi.fn();
    render(<Shown id={null} load={load} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows only the answer to the latest key, however the answers arrive', async () => {
    const answers = { a: deferred<ApiResult<string>>(), b: deferred<ApiResult<string>>() };
    const load = (id: string) => answers[id as 'a' | 'b'].promise;
    const { rerender } = render(<Shown id="a" load={load} />);
    rerender(<Shown id="b" load={load} />);
    answers.b.resolve({ ok: true, status: 200, data: 'Order B' });
    await screen.findByText('Order B');
    // The older answer arrives last: React has run everything it set off once act returns.
    await act(async () => answers.a.resolve({ ok: true, status: 200, data: 'Order A' }));
    expect(screen.getByRole('paragraph').textContent).toBe('Order B');
  });

  it("names a failure in the screen's words, with the server's status", async () => {
    render(
      <Shown
        id="x"
        load={() => Promise.resolve({ ok: false, kind: 'http', status: 401, error: undefined })}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('paragraph').textContent).toBe('Not loaded. (401)'),
    );
  });
});
