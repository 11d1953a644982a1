import { teamPaths } from '../../lib/paths';
import { LinkCard } from '../../shell/TitledCard';

/** On the settings page: the way to bring the boetepot's spreadsheet in. */
export function SheetImportCard() {
  return (
    <LinkCard
      title="Spreadsheet importeren"
      subheader="Spelers en boetes uit de spreadsheet van de boetepot (CSV of Excel): je kiest de kolommen en ziet eerst wat er gebeurt."
      to={teamPaths.sheetImport.path}
      label="Spreadsheet importeren"
    />
  );
}
