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
