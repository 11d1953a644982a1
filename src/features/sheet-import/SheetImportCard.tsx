import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { teamPaths } from '../../lib/paths';

/** On the settings page: the way to bring the boetepot's spreadsheet in. */
export function SheetImportCard() {
  return (
    <Card>
      <CardHeader
        title="Spreadsheet importeren"
        subheader="Spelers en boetes uit de spreadsheet van de boetepot (CSV of Excel): je kiest de kolommen en ziet eerst wat er gebeurt."
      />
      <CardContent sx={{ pt: 0 }}>
        <Button component={RouterLink} to={teamPaths.sheetImport.path} variant="outlined">
          Spreadsheet importeren
        </Button>
      </CardContent>
    </Card>
  );
}
