import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { teamPaths } from '../../lib/paths';
import { TitledCard } from '../../shell/TitledCard';

/** On the settings page: the way to bring the boetepot's spreadsheet in. */
export function SheetImportCard() {
  return (
    <TitledCard
      title="Spreadsheet importeren"
      subheader="Spelers en boetes uit de spreadsheet van de boetepot (CSV of Excel): je kiest de kolommen en ziet eerst wat er gebeurt."
    >
      <Button component={RouterLink} to={teamPaths.sheetImport.path} variant="outlined">
        Spreadsheet importeren
      </Button>
    </TitledCard>
  );
}
