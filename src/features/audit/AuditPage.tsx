import { useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditEntity,
  type AuditEntry,
} from '../../../domain/audit/audit.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { ToneIcon } from '../../shell/list-row';
import { useRequiredTeamCode } from '../../lib/app-context';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { ListCard } from '../../shell/ListCard';
import { useAllPlayers } from '../../resources/players';
import { useAuditLog, type AuditFilters } from './api';
import { formatTimestamp } from '../../../domain/dates';
import { actorLabel, entrySubject, entryTitle, fieldChanges } from './audit-format';

const ENTITY_ICONS: Record<AuditEntity, ComponentType<SvgIconProps>> = {
  fine: GavelRounded,
  transaction: SwapVertRounded,
  fine_type: SellRounded,
  match: SportsSoccerRounded,
  draw: CasinoRounded,
  sheet_import: UploadFileRounded,
};

const ENTITY_PLURALS: Record<AuditEntity, string> = {
  fine: 'Boetes',
  transaction: 'Transacties',
  fine_type: 'Boetetypes',
  match: 'Wedstrijden',
  draw: 'Lotingen',
  sheet_import: 'Spreadsheetimports',
};

/**
 * /input/audit ('Logboek'): every change to money, newest first, with who made
 * it and what it was before. Read-only: the log cannot be edited from the app.
 */
export default function AuditPage() {
  usePageTitle('Logboek');
  const teamCode = useRequiredTeamCode();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [showFilters, setShowFilters] = useState(false);
  const log = useAuditLog(teamCode, withoutEmpty(filters));
  const activeFilters = Object.values(withoutEmpty(filters)).length;

  return (
    <Stack spacing={2}>
      <Card component="section" aria-label="Filters">
        <Button
          fullWidth
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
          startIcon={<FilterListRounded />}
          sx={{ justifyContent: 'flex-start', px: 2, py: 1.25, borderRadius: 0 }}
        >
          {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filteren'}
        </Button>
        <Collapse in={showFilters}>
          <FilterFields teamCode={teamCode} filters={filters} onChange={setFilters} />
        </Collapse>
      </Card>
      {log.error ? (
        <LoadError what="het logboek" onRetry={log.retry} />
      ) : log.isLoading ? (
        <PageFallback />
      ) : (
        <ListCard
          label="Logboek"
          items={log.items}
          empty="Geen gegevens gevonden"
          row={(entry, divider) => <AuditRow key={entry.id} entry={entry} divider={divider} />}
        />
      )}
      <LoadMore list={log} what="het logboek" />
    </Stack>
  );
}

function withoutEmpty(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters;
}

function FilterFields({
  teamCode,
  filters,
  onChange,
}: {
  teamCode: string;
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const players = useAllPlayers(teamCode);
  const set = (key: keyof AuditFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
        gap: 1.5,
        px: 2,
        pb: 2,
        pt: 1,
      }}
    >
      <Select id="audit-entity" label="Soort" value={filters.entity ?? ''} onChange={set('entity')}>
        <option value="">Alles</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {ENTITY_PLURALS[entity]}
          </option>
        ))}
      </Select>
      <Select
        id="audit-action"
        label="Wijziging"
        value={filters.action ?? ''}
        onChange={set('action')}
      >
        <option value="">Alle</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {capitalize(AUDIT_ACTION_LABELS[action])}
          </option>
        ))}
      </Select>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Select
          id="audit-player"
          label="Speler"
          value={filters.playerId ?? ''}
          onChange={set('playerId')}
        >
          <option value="">Alle spelers</option>
          {(players.data ?? []).map((player) => (
            <option key={player.id} value={player.id}>
              {playerDisplayName(player)}
            </option>
          ))}
        </Select>
      </Box>
      <DateField id="audit-from" label="Van" value={filters.from ?? ''} onChange={set('from')} />
      <DateField id="audit-to" label="Tot en met" value={filters.to ?? ''} onChange={set('to')} />
      {Object.values(withoutEmpty(filters)).length > 0 && (
        <Button
          onClick={() => onChange({})}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, alignSelf: 'center' }}
        >
          Filters wissen
        </Button>
      )}
    </Box>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A native select: the phone's own picker, and no menu code to download. */
function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched sx={{ height: 40 }} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '9999-12-31' } }}
      sx={{ '& input': { height: 23 } }}
    />
  );
}

function AuditRow({ entry, divider }: { entry: AuditEntry; divider: boolean }) {
  const Icon = ENTITY_ICONS[entry.entity];
  const changes = fieldChanges(entry);
  const tone =
    entry.action === 'deleted' ? 'error' : entry.action === 'paid' ? 'success' : 'primary';
  return (
    <ListItem divider={divider} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
      <ToneIcon tone={tone}>
        <Icon fontSize="small" />
      </ToneIcon>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 650 }}>{entryTitle(entry)}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entrySubject(entry)}
        </Typography>
        {changes.map((change) => (
          <Typography
            key={change.label}
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}
          >
            <span>{change.label}:</span>
            <Box component="span" sx={{ textDecoration: 'line-through' }}>
              {change.from}
            </Box>
            <EastRounded sx={{ fontSize: 14 }} aria-label="wordt" />
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {change.to}
            </Box>
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {formatTimestamp(entry.at)} · {actorLabel(entry)}
        </Typography>
      </Box>
    </ListItem>
  );
}
