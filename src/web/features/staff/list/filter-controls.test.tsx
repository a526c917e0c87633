// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordSearchFilter } from './filter-controls.tsx';

afterEach(cleanup);

/** What a screen reader reads with the box: the text its aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const search = (value: string | undefined) =>
  render(
    <RecordSearchFilter
      label="Search enquiries"
      placeholder="Name, email, phone or reference"
      value={value}
      onChange={() => {}}
    />,
  );

describe("the console's record search", () => {
  it('says under the box that one or two characters found only what starts with them', () => {
    search('de');
    const box = screen.getByRole('searchbox', { name: 'Search enquiries' });
    expect(descriptionOf(box)).toBe(
      'Showing names with a word that starts with “de”, and emails and phone numbers that start with it. Type 3 or more characters to search anywhere.',
    );
  });

  it('says nothing more for a longer search, or none', () => {
    for (const value of ['dev', undefined]) {
      search(value);
      expect(descriptionOf(screen.getByRole('searchbox', { name: 'Search enquiries' }))).toBe('');
      expect(screen.queryByText(/Type 3 or more characters/)).toBeNull();
      cleanup();
    }
  });
});
