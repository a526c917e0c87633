// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, staffColumnHelper } from './data-table.tsx';

afterEach(cleanup);

interface Row {
  number: string;
  name: string;
  total: string;
}
const helper = staffColumnHelper<Row>();
const columns = helper.columns([
  helper.accessor('number', {
    header: 'Order',
    meta: { rowHeader: true },
    cell: (info) => <Link to={`/staff/orders/${info.getValue()}`}>{info.getValue()}</Link>,
  }),
  helper.accessor('name', { header: 'Learner' }),
  helper.accessor('total', { header: 'Total', meta: { numeric: true } }),
  helper.display({
    id: 'open',
    header: () => <span className="sr-only">Open</span>,
    cell: () => <button type="button">Open</button>,
  }),
]);
const rows: Row[] = [
  { number: 'MNT-1001', name: 'Asha Rao', total: '₹4,999' },
  { number: 'MNT-1002', name: 'Kavya N', total: '₹2,499' },
];

function renderTable() {
  render(
    <MemoryRouter>
      <DataTable label="Orders" columns={columns} data={rows} rowId={(r) => r.number} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Orders' });
}

describe('a staff list', () => {
  it('is a table with column headers and a row header per row, on a wide screen', () => {
    const table = renderTable();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Order', 'Learner', 'Total', 'Open']);
    const first = within(table).getByRole('rowheader', { name: 'MNT-1001' });
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/staff/orders/MNT-1001');
    // The header row shows from the sm breakpoint up, and the table never turns into blocks.
    expect(table.querySelector('thead')!.className).toContain('max-sm:hidden');
    expect(table.className).not.toMatch(/(^|\s)block/);
  });

  it('is a card per row on a phone: the link as its title, then label: value', () => {
    const table = renderTable();
    const cards = within(table).getAllByRole('row').slice(1);
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.className).toContain('max-sm:rounded-card');
    const [title, learner, total, open] = Array.from(cards[0]!.children) as HTMLElement[];
    // The title: the row's link, without a label of its own.
    expect(title!.getAttribute('data-label')).toBeNull();
    expect(title!.className).toContain('max-sm:text-base');
    // Each other field shows its column's name beside its value.
    expect([learner, total].map((cell) => cell!.getAttribute('data-label'))).toEqual([
      'Learner',
      'Total',
    ]);
    expect(learner!.className).toContain('max-sm:before:content-[attr(data-label)]');
    expect(total!.className).toContain('max-sm:text-left');
    // A column without words for a header (a button) is shown bare.
    expect(open!.getAttribute('data-label')).toBeNull();
    expect(open!.className).toContain('max-sm:block');
  });
});
