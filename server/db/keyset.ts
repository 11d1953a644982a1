import type {
  Expression,
  ExpressionBuilder,
  SelectQueryBuilder,
  SqlBool,
  StringReference,
} from 'kysely';

/** Where a page of a newest-first list (date, then id) ended: its last row's keys. */
export interface NewestFirstPlace {
  date: string;
  id: number;
}

/**
 * The rows after `from` in a list sorted by date and id, newest first:
 * (date, id) < (from.date, from.id), spelled as `date <= d and (date < d or id < i)` so
 * the planners of both databases see a range on the date index (the `*.plan.test.ts`
 * files ask them). Used by `newestFirstPage`, the page query of every such list.
 */
function olderThan<DB, TB extends keyof DB>(
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

/**
 * A page of a newest-first list: the rows after `from` (from the start when null),
 * newest date first, then newest id, `take` of them (a page's rows and one more).
 */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  columns: { date: StringReference<DB, TB>; id: StringReference<DB, TB> },
  from: NewestFirstPlace | null,
  take: number,
): SelectQueryBuilder<DB, TB, O> {
  return select
    .$if(from !== null, (query) => query.where((eb) => olderThan(eb, columns, from!)))
    .orderBy(columns.date, 'desc')
    .orderBy(columns.id, 'desc')
    .limit(take);
}
