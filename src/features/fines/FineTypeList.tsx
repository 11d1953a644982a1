import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { FineTypeWithHasFines } from '../../../domain/fines/fine-type.schema';
import { LoadError } from '../../shell/LoadError';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { PageFallback } from '../../shell/PageFallback';
import { useFineTypes } from './api';
import { fineCostLabel } from '../../shell/FineListItem';
import { ListCard } from '../../shell/ListCard';
import { UsualFineTypesOffer } from './UsualFineTypesOffer';

/** The fine-types tab: active types, and with the toggle the inactive ones too. */
export function FineTypeList({
  teamCode,
  showObsolete,
  onShowObsoleteChange,
}: {
  teamCode: string;
  showObsolete: boolean;
  onShowObsoleteChange: (show: boolean) => void;
}) {
  const {
    data: types,
    error,
    isLoading,
    mutate,
  } = useFineTypes(teamCode, { includeObsolete: showObsolete });

  let content;
  if (error) {
    content = <LoadError what="de boetetypes" onRetry={() => void mutate()} />;
  } else if (isLoading || !types) {
    content = <PageFallback />;
  } else {
    content = (
      <ListCard
        label="Boetetypes"
        items={types}
        empty="Geen boetetypes gevonden"
        emptyAction={<UsualFineTypesOffer teamCode={teamCode} />}
        row={(type, divider) => <FineTypeRow key={type.id} type={type} divider={divider} />}
      />
    );
  }

  return (
    <>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={showObsolete}
              onChange={(event) => onShowObsoleteChange(event.target.checked)}
            />
          }
          label="Toon inactieve"
          sx={{ alignSelf: 'flex-end', mr: 0 }}
        />
        {content}
      </Stack>
      <AddFab to={teamPaths.input.fineTypeNew.path}>Boetetype</AddFab>
    </>
  );
}

function FineTypeRow({ type, divider }: { type: FineTypeWithHasFines; divider: boolean }) {
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton
        component={RouterLink}
        to={teamPaths.input.fineType.href(type.id)}
        sx={{ borderRadius: 0, gap: 1.5, py: 1.25, minHeight: 60 }}
      >
        <ListItemText
          primary={type.description}
          secondary={
            <Stack component="span" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              {type.task && <span>Taak: {type.task}</span>}
              {(type.matchRelated || type.obsolete) && (
                <Stack direction="row" spacing={0.75} component="span">
                  {type.matchRelated && (
                    <Chip
                      component="span"
                      size="small"
                      label="Wedstrijd"
                      color="primary"
                      variant="outlined"
                    />
                  )}
                  {type.obsolete && <Chip component="span" size="small" label="Inactief" />}
                </Stack>
              )}
            </Stack>
          }
          slotProps={{
            primary: {
              sx: { fontWeight: 600, color: type.obsolete ? 'text.secondary' : 'text.primary' },
            },
            secondary: { component: 'span' },
          }}
          sx={{ minWidth: 0, my: 0 }}
        />
        {type.amount !== null && (
          <Typography
            variant="body2"
            noWrap
            sx={{ flexShrink: 0, fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}
          >
            {fineCostLabel(type)}
          </Typography>
        )}
      </ListItemButton>
    </ListItem>
  );
}
