import { memo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { Season } from '../../../domain/seasons/season.schema';
import { SelectField } from './SelectField';

export const SeasonSelect = memo(function SeasonSelect({
  seasons,
  value,
  onChange,
}: {
  seasons: readonly Season[] | undefined;
  value: number | null;
  onChange: (seasonId: number) => void;
}) {
  if (!seasons)
    return (
      <Skeleton variant="rounded" height={40} role="progressbar" aria-label="Seizoenen laden" />
    );
  if (seasons.length === 0) return null;
  return (
    <SelectField
      id="dashboard-season"
      label="Seizoen"
      value={value ?? ''}
      onChange={(next) => onChange(Number(next))}
    >
      {seasons.map((season) => (
        <option key={season.id} value={season.id}>
          {season.description}
        </option>
      ))}
    </SelectField>
  );
});
