import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../lib/api-client';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { useFederationName, useFederationNameSave } from './api';
import { TitledCard } from '../../shell/TitledCard';

/**
 * On the settings page: the name the federation gives the team ("VV Demo 1"),
 * by which an import of the fixtures tells home from away; and the way there.
 */
export function FederationNameCard({ teamCode }: { teamCode: string }) {
  const { data } = useFederationName(teamCode);
  const save = useFederationNameSave(teamCode);
  const notice = useNotice();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setName(data.federationName);
  }, [data]);
  if (!data) return null;

  const submit = async () => {
    setBusy(true);
    setFieldError(null);
    try {
      await save(name);
      notice.show({ severity: 'success', message: 'Naam bij de bond opgeslagen' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.issues[0]) {
        setFieldError(error.issues[0].message);
      } else {
        notice.failed(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledCard
      title="Wedstrijdschema importeren"
      subheader="Zo heet het team in het programma van de bond, bijvoorbeeld “VV Demo 1”: daaraan ziet de import of een wedstrijd thuis of uit is."
    >
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Naam bij de bond"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            Opslaan
          </Button>
          <Button component={RouterLink} to={teamPaths.input.fixtureImport.path} variant="outlined">
            Wedstrijden importeren
          </Button>
        </Stack>
      </Stack>
    </TitledCard>
  );
}
