import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CardSettings } from '../../../domain/fill/card-settings.schema';
import { CARD_COLORS, CARD_LABELS, type CardColor } from '../../../domain/fill/cards';
import { useNotice } from '../../lib/notices';
import { useSaveOnChange } from '../../lib/tapped-write';
import { CardIcon } from '../../shell/CardIcon';
import { fineCostLabel } from '../../shell/FineListItem';
import { cardSettingsKey, useActiveFineTypes, useCardSettings } from './api';

const FIELD: Record<CardColor, keyof CardSettings> = {
  yellow: 'yellowFineTypeId',
  red: 'redFineTypeId',
};

/**
 * Team admins: the fine a yellow and a red card bring by themselves (issue 31),
 * from the active match fines with an amount. Saves on change; applies to
 * matches filled from then on.
 */
export function CardSettingsCard({ teamCode }: { teamCode: string }) {
  const key = cardSettingsKey(teamCode);
  const settings = useCardSettings(teamCode);
  const types = useActiveFineTypes(teamCode);
  const saveSettings = useSaveOnChange<CardSettings>(key);
  const notice = useNotice();
  if (!settings.data || !types.data) return null;
  const current = settings.data;
  const offered = types.data.filter((type) => type.matchRelated && type.amount !== null);

  const save = async (color: CardColor, fineTypeId: number | null) => {
    try {
      await saveSettings({ ...current, [FIELD[color]]: fineTypeId });
      notice.show({ severity: 'success', message: 'Kaarten opgeslagen' });
    } catch (error) {
      notice.failed(error);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Kaarten"
        subheader="De boete die een kaart vanzelf geeft; twee gele kaarten tellen als één rode"
      />
      <CardContent>
        <Stack spacing={2}>
          {CARD_COLORS.map((color) => (
            <TextField
              key={color}
              select
              fullWidth
              label={CARD_LABELS[color]}
              value={String(current[FIELD[color]] ?? 'none')}
              onChange={(event) =>
                void save(color, event.target.value === 'none' ? null : Number(event.target.value))
              }
              slotProps={{
                input: {
                  startAdornment: (
                    <Box component="span" sx={{ display: 'inline-flex', mr: 1.5 }}>
                      <CardIcon color={color} decorative />
                    </Box>
                  ),
                },
              }}
            >
              <MenuItem value="none">Geen boete</MenuItem>
              {offered.map((type) => (
                <MenuItem key={type.id} value={String(type.id)}>
                  {`${type.description} · ${fineCostLabel(type)}`}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
