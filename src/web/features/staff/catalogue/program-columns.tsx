import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_NAMES, PLAN_TIERS } from '../../../../domain/catalogue/live-catalogue.ts';
import { formatPaise } from '../../../../domain/money.ts';
import type { ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import { DraftBadge, ProgramStateBadge } from './catalogue-badges.tsx';
import { programPath } from './catalogue-paths.ts';
import type { Direction } from './program-moves.ts';

/** A program's row: its summary, and whether it can move up or down within its category. */
export interface ProgramRow extends ProgramSummary {
  first: boolean;
  last: boolean;
}

const helper = staffColumnHelper<ProgramRow>();

const readColumns = [
  helper.accessor('name', {
    header: 'Program',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span>
        <Link
          to={programPath(row.original.slug)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.name}
        </Link>
        <span className="block text-sm font-normal text-muted">/{row.original.slug}</span>
      </span>
    ),
  }),
  helper.accessor('category', { header: 'Category' }),
  helper.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <ProgramStateBadge
          listed={row.original.listed}
          published={row.original.published_at !== null}
        />
        {row.original.has_draft ? <DraftBadge /> : null}
      </span>
    ),
  }),
  ...PLAN_TIERS.map((tier) =>
    helper.display({
      id: tier,
      header: PLAN_NAMES[tier].replace(/ Plan$/, ''),
      meta: { numeric: true },
      cell: ({ row }) => formatPaise(row.original.prices[tier]),
    }),
  ),
  helper.accessor('published_at', {
    header: 'Last published',
    cell: (info) => {
      const at = info.getValue();
      return at ? (
        <span className="whitespace-nowrap">
          <DateTime iso={at} dateOnly />
        </span>
      ) : (
        'Never'
      );
    },
  }),
];

export const programColumns = helper.columns(readColumns);

export interface ProgramManagement {
  /** A move is on its way: the others wait for it, as each sends its category's whole order. */
  moving: boolean;
  onMove: (program: ProgramRow, direction: Direction) => void;
  onListing: (program: ProgramRow) => void;
}

/** The same columns with the owner's: move within the category, list or unlist. */
export const managedProgramColumns = (management: ProgramManagement) =>
  helper.columns([
    ...readColumns,
    helper.display({
      id: 'actions',
      header: 'Order and listing',
      cell: ({ row }) => {
        const program = row.original;
        return (
          <span className="flex gap-2">
            <button
              type="button"
              disabled={management.moving || program.first}
              aria-label={`Move ${program.name} up`}
              className={smallButtonClass}
              onClick={() => management.onMove(program, 'up')}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              disabled={management.moving || program.last}
              aria-label={`Move ${program.name} down`}
              className={smallButtonClass}
              onClick={() => management.onMove(program, 'down')}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
            {program.published_at !== null ? (
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={`${program.listed ? 'Unlist' : 'List'} ${program.name}`}
                className={smallButtonClass}
                onClick={() => management.onListing(program)}
              >
                {program.listed ? 'Unlist' : 'List'}
              </button>
            ) : null}
          </span>
        );
      },
    }),
  ]);
