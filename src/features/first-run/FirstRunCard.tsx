import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { FIRST_RUN_STEPS, type FirstRunStep } from '../../../domain/first-run/first-run.schema';
import { useConfig, useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamAppHref, teamPaths } from '../../lib/paths';
import { ShareButton } from '../../shell/ShareButton';
import { useTeamName } from '../../shell/use-team-name';
import { readSharedMark, useFirstRun, writeSharedMark } from './api';

/** What each step asks, and the page that does it (the last step is the share button). */
const STEPS: Record<FirstRunStep, { label: string; hint: string; to?: string }> = {
  players: {
    label: 'Spelers toevoegen',
    hint: 'Met de hand of uit een spreadsheet',
    to: teamPaths.input.players.href(),
  },
  season: {
    label: 'Een seizoen starten',
    hint: 'Met de spelers die meedoen',
    to: teamPaths.input.seasonNew.href(),
  },
  matches: {
    label: 'Wedstrijden met aanvangstijd',
    hint: 'Ook te importeren uit de agenda van de bond',
    to: teamPaths.input.matches.href(),
  },
  fineTypes: {
    label: 'Boetesoorten maken',
    hint: 'Te laat, gele kaart, …',
    to: teamPaths.input.fines.href('types'),
  },
  iban: {
    label: 'IBAN voor betalingen',
    hint: 'Dan betalen spelers hun boetes met een QR-code',
    to: teamPaths.settings.href(),
  },
  shared: {
    label: 'De link delen',
    hint: 'Met het team, en zet de app op je beginscherm',
  },
};

/**
 * A new team's checklist on the dashboard (issue 32), for its admin only, until the first
 * match is played. Each step is ticked from the team's own data (the share step also when
 * the admin used its button here). It is not part of the server's first screen: it comes
 * after hydration, below the sections, so its arrival moves nothing on the screen.
 */
export default function FirstRunCard() {
  const teamCode = useRequiredTeamCode();
  const { loginState } = useAuth();
  const { data } = useFirstRun(teamCode, loginState === 'user');
  const [sharedHere, setSharedHere] = useState(false);
  // Storage is read after hydration: the server has none.
  useEffect(() => setSharedHere(readSharedMark(teamCode)), [teamCode]);

  if (!data || data.played) return null;
  const done = (step: FirstRunStep) => (step === 'shared' ? data.shared || sharedHere : data[step]);
  const count = FIRST_RUN_STEPS.filter(done).length;

  return (
    <Card component="section" aria-labelledby="first-run-title">
      <CardContent sx={{ p: 2.5, pb: 1, '&:last-child': { pb: 1 } }}>
        <Typography id="first-run-title" variant="h6" component="h2">
          Aan de slag
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count} van {FIRST_RUN_STEPS.length} stappen gedaan. Dit lijstje zie alleen jij, tot de
          eerste wedstrijd is ingevuld.
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(count / FIRST_RUN_STEPS.length) * 100}
          aria-label="Voortgang"
          sx={{ mt: 1.5, borderRadius: 1 }}
        />
        <List aria-label="Eerste stappen" sx={{ mx: -1 }}>
          {FIRST_RUN_STEPS.map((step) =>
            step === 'shared' ? (
              <ShareStep
                key={step}
                done={done(step)}
                onShare={() => {
                  writeSharedMark(teamCode);
                  setSharedHere(true);
                }}
              />
            ) : (
              <LinkStep key={step} step={step} done={done(step)} />
            ),
          )}
        </List>
      </CardContent>
    </Card>
  );
}

/** A step's tick, what it asks and its hint; `children` below them (the share button). */
function StepText({
  step,
  done,
  children,
}: {
  step: FirstRunStep;
  done: boolean;
  children?: ReactNode;
}) {
  const { label, hint } = STEPS[step];
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40, alignSelf: 'flex-start', mt: 1.25 }}>
        {done ? (
          <CheckCircleRounded color="success" titleAccess="Gedaan" />
        ) : (
          <RadioButtonUncheckedRounded color="disabled" titleAccess="Nog te doen" />
        )}
      </ListItemIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ListItemText
          primary={label}
          secondary={hint}
          slotProps={{ primary: { sx: done ? { color: 'text.secondary' } : { fontWeight: 600 } } }}
        />
        {children}
      </Box>
    </>
  );
}

function LinkStep({ step, done }: { step: FirstRunStep; done: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={STEPS[step].to ?? '/'} sx={{ borderRadius: 1 }}>
        <StepText step={step} done={done} />
        <ChevronRightRounded color="action" />
      </ListItemButton>
    </ListItem>
  );
}

function ShareStep({ done, onShare }: { done: boolean; onShare: () => void }) {
  const teamCode = useRequiredTeamCode();
  const { teamAppUrl } = useConfig();
  const teamName = useTeamName(teamCode) ?? teamCode;
  return (
    <ListItem sx={{ px: 2 }}>
      <StepText step="shared" done={done}>
        <Box sx={{ pt: 0.5, pb: 1 }}>
          <ShareButton
            title={teamName}
            text={`De boetes, doelpunten en wedstrijden van ${teamName} op Teampot:`}
            url={teamAppHref(teamAppUrl, teamCode, '/')}
            onShare={onShare}
          />
        </Box>
      </StepText>
    </ListItem>
  );
}
