import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';

/**
 * The file button of an import page (fixtures, a spreadsheet, a bank statement) and
 * the chosen file's name under it. The same file may be chosen again after a
 * change (the input is emptied after each choice); what is read of it, and how,
 * is the page's.
 */
export function FilePicker({
  fileName,
  accept,
  disabled = false,
  testId,
  onPick,
}: {
  /** The chosen file's name, or null before one is chosen. */
  fileName: string | null;
  /** The input's `accept`: extensions and MIME types the picker offers. */
  accept: string;
  disabled?: boolean;
  testId: string;
  onPick: (file: File) => void;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileRounded />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled}
      >
        {fileName ? 'Ander bestand kiezen' : 'Bestand kiezen'}
        <input type="file" hidden accept={accept} onChange={pick} data-testid={testId} />
      </Button>
      {fileName && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
      )}
    </>
  );
}
