/** What other modules may use of the exports module: a season's CSV files (the team archive puts them beside its JSON). */
export { CSV_FILE_NAMES, CSV_KINDS, seasonCsv, slug } from './season-csv.js';
