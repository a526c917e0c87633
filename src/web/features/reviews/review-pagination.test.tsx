// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewPagination } from './review-pagination.tsx';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const labels = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('the review pager', () => {
  it('shows nothing when there is one page', () => {
    const { container } = render(<ReviewPagination page={1} pageCount={1} onPage={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('offers the first and last pages and those around this one, and marks this one', () => {
    render(<ReviewPagination page={6} pageCount={12} onPage={vi.fn()} />);
    expect(labels()).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 12',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('moves one page either way and to a chosen page, but not past either end', () => {
    const onPage = vi.fn();
    const { rerender } = render(<ReviewPagination page={1} pageCount={3} onPage={onPage} />);
    expect(button('Previous page').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[2], [3]]);

    rerender(<ReviewPagination page={3} pageCount={3} onPage={onPage} />);
    expect(button('Next page').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('waits, every button disabled, until the list can answer a click', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <ReviewPagination page={1} pageCount={3} onPage={onPage} ready={false} />,
    );
    for (const name of ['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']) {
      expect(button(name).disabled).toBe(true);
    }
    rerender(<ReviewPagination page={1} pageCount={3} onPage={onPage} ready />);
    expect(button('Page 2').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
