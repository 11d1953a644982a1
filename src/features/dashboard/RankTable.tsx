import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<T> {
  header: string;
  /** Also the accessible name when the header is an abbreviation or an icon. */
  label?: string;
  /** Drawn instead of `header` (which stays the column's key): an icon for a narrow column. */
  head?: ReactNode;
  numeric?: boolean;
  /** The player column takes the room that is left and may wrap. */
  grow?: boolean;
  cell: (row: T) => ReactNode;
}

/**
 * The widest text a numeric column will hold, when its cells are plain text: its header
 * reserves that width (see `reservedWidth`). Chromium paints a long server-rendered page
 * while it is still arriving; without this the columns widened under the painted header
 * as the rows came in (a layout shift, issue 31).
 */
function widestText(values: readonly ReactNode[]): string {
  let widest = '';
  for (const value of values) {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (text.length > widest.length) widest = text;
  }
  return widest;
}

/**
 * An invisible, zero-height copy of the column's widest body value (`data-widest`, in the
 * body's weight) and footer value (`data-widest-total`, bold) under the header: the column
 * is exactly as wide from its first paint as when every row is in, and no wider.
 */
const reservedWidth = {
  '&::before, &::after': {
    display: 'block',
    height: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    fontVariantNumeric: 'tabular-nums',
  },
  '&::before': { content: 'attr(data-widest-total)', fontWeight: 700 },
  '&::after': { content: 'attr(data-widest)', fontWeight: 400 },
} as const;

const cellSx = {
  px: 1,
  '&:first-of-type': { pl: 2 },
  '&:last-of-type': { pr: 2 },
  // Six columns (the fine ranking's cards) on a 320-390 px phone: the room comes out of
  // the padding, not the page's width.
  '@media (max-width: 399.95px)': {
    px: 0.5,
    '&:first-of-type': { pl: 1 },
    '&:last-of-type': { pr: 1 },
  },
} as const;

/**
 * The standings tables: small, numbers right-aligned in tabular figures so
 * columns line up, tight enough for five columns on a 360 px phone. Without
 * rows it draws skeleton rows of the same height, so the data drops in
 * without moving anything.
 */
export function RankTable<T>({
  label,
  columns,
  rows,
  rowKey,
  footer,
  skeletonRows = 6,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  footer?: ReactNode[];
  skeletonRows?: number;
}) {
  const align = (column: Column<T>) => (column.numeric ? 'right' : 'left');
  const reserved = (column: Column<T>, index: number) =>
    column.numeric && rows
      ? {
          'data-widest': widestText(rows.map((row) => column.cell(row))),
          'data-widest-total': footer ? widestText([footer[index]]) : '',
        }
      : {};
  return (
    <Table
      size="small"
      aria-label={label}
      aria-busy={rows === undefined}
      sx={{ tableLayout: 'auto' }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell
              key={column.header}
              align={align(column)}
              aria-label={column.label}
              {...reserved(column, index)}
              // The player column takes the room that is left from the header on, too: before
              // the rows arrive, the other columns are as narrow as they will stay.
              sx={{
                ...cellSx,
                ...reservedWidth,
                whiteSpace: 'nowrap',
                ...(column.grow ? { width: '100%' } : {}),
              }}
            >
              {column.head ?? column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows
          ? rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={align(column)}
                    sx={{
                      ...cellSx,
                      fontVariantNumeric: 'tabular-nums',
                      ...(column.grow
                        ? { width: '100%', wordBreak: 'break-word' }
                        : { whiteSpace: 'nowrap' }),
                    }}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          : Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    sx={{ ...cellSx, ...(column.grow ? { width: '100%' } : {}) }}
                  >
                    <Skeleton
                      width={column.grow ? '70%' : 24}
                      sx={{ ml: column.numeric ? 'auto' : 0 }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
      {footer && rows && (
        <TableFooter>
          <TableRow>
            {footer.map((content, index) => (
              <TableCell
                key={index}
                align={columns[index] ? align(columns[index]) : 'left'}
                sx={{
                  ...cellSx,
                  fontWeight: 700,
                  fontSize: '0.875rem',
                  color: 'text.primary',
                  borderBottom: 0,
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
              >
                {content}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
