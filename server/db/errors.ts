/** A unique constraint said no, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

/** Which unique index it was (its name appears in the driver's message on both dialects). */
export function violatedIndex(error: unknown): string {
  const e = error as { constraint?: string; message?: string };
  return e.constraint ?? e.message ?? '';
}

/** A unique or foreign-key constraint said no: the row clashes with, or points at, rows of now. */
export function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return isUniqueViolation(error) || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
