import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
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
 * The width a numeric column keeps from its header on: its widest value's characters
 * and half of one to spare (tabular figures are 1ch each; `%` and `€` a little more, the comma
 * less). A browser paints a long page before it has all of it: without this the
 * header row and the first rows would be laid out, then widened when a wider value
 * arrives further down — a layout shift on a slow connection or a busy phone.
 */
function reservedWidth<T>(column: Column<T>, rows: readonly T[]): string | undefined {
  const widest = Math.max(
    0,
    ...rows.map((row) => {
      const value = column.cell(row);
      return typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
    }),
  );
  return widest > 0 ? `${widest + 0.5}ch` : undefined;
}

/**
 * The standings tables: small, numbers right-aligned in tabular figures so
 * columns line up, tight enough for five columns on a 360 px phone. Without
 * rows it draws skeleton rows of the same height, so the data drops in
 * without moving anything; with rows, each numeric column's header holds the
 * column's width (`reservedWidth`), so the rows below it cannot widen it.
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
  return (
    <Table
      size="small"
      aria-label={label}
      aria-busy={rows === undefined}
      sx={{ tableLayout: 'auto' }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.header}
              align={align(column)}
              aria-label={column.label}
              sx={{ ...cellSx, whiteSpace: 'nowrap' }}
            >
              {column.numeric && rows ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-block', minWidth: reservedWidth(column, rows) }}
                >
                  {column.head ?? column.header}
                </Box>
              ) : (
                (column.head ?? column.header)
              )}
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
