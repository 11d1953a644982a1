/** The two databases Teampot runs on; the migrations take it to write portable DDL. */
export type Dialect = 'sqlite' | 'postgres';
