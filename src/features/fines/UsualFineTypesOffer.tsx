import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import { USUAL_FINE_TYPES } from '../../../domain/fines/usual-fine-types';
import { formatEuros } from '../../../domain/money';
import { useNotice } from '../../lib/notices';
import { useFineTypes, useFineTypeWrites } from './api';

/**
 * A new team's empty fine types page: the usual fines in one tap instead of eight
 * forms. Shown only while the team has no fine type at all (inactive ones count).
 */
export function UsualFineTypesOffer({ teamCode }: { teamCode: string }) {
  const { data: allTypes } = useFineTypes(teamCode, { includeObsolete: true });
  const writes = useFineTypeWrites(teamCode);
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  if (!allTypes || allTypes.length > 0) return null;

  const addAll = async () => {
    setBusy(true);
    try {
      // One after another: the list shows them in this order, and a failure stops the rest.
      for (const type of USUAL_FINE_TYPES) await writes.create(type);
      notice.show({
        severity: 'success',
        message: `${USUAL_FINE_TYPES.length} boetetypes toegevoegd. Tik er een aan om het bedrag te wijzigen.`,
      });
    } catch (error) {
      notice.failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Begin met de boetes die de meeste teams gebruiken. Bedragen pas je daarna aan.
      </Typography>
      <Stack
        component="ul"
        direction="row"
        aria-label="Gebruikelijke boetes"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {USUAL_FINE_TYPES.map((type) => (
          <li key={type.description}>
            <Chip
              size="small"
              variant="outlined"
              label={`${type.description} ${type.amount === null ? '' : formatEuros(type.amount)}`}
            />
          </li>
        ))}
      </Stack>
      <Button
        variant="contained"
        startIcon={<PlaylistAddRounded />}
        disabled={busy}
        onClick={() => void addAll()}
      >
        Gebruikelijke boetes toevoegen
      </Button>
    </Stack>
  );
}
