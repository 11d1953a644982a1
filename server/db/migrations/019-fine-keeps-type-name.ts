import type { Kysely, Migration } from 'kysely';

/**
 * Issue 32: a renamed fine type does not rename the fines given before. A fine keeps
 * the name its type had when the type is renamed (`fines.type_description`); null: the
 * fine goes by its type's current name (docs/decisions.md "Fines, fine types and
 * transactions").
 */
export const fineKeepsTypeNameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('fines').addColumn('type_description', 'text').execute();
  },
};
