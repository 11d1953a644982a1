import type { Expression, ExpressionBuilder, SqlBool, StringReference } from 'kysely';

/** Where a page of a newest-first list (date, then id) ended: its last row's keys. */
export interface NewestFirstPlace {
  date: string;
  id: number;
}

/**
 * The rows after `from` in a list sorted by date and id, newest first:
 * (date, id) < (from.date, from.id), spelled as `date <= d and (date < d or id < i)` so
 * the planners of both databases see a range on the date index (the `*.plan.test.ts`
 * files ask them). One statement of it for every paged list (server/http/paging.ts).
 */
export function olderThan<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: { date: StringReference<DB, TB>; id: StringReference<DB, TB> },
  from: NewestFirstPlace,
): Expression<SqlBool> {
  // The columns are chosen by the caller's generic table; their values are a date and an id.
  const date = from.date as never;
  const id = from.id as never;
  return eb.and([
    eb(columns.date, '<=', date),
    eb.or([eb(columns.date, '<', date), eb(columns.id, '<', id)]),
  ]);
}
