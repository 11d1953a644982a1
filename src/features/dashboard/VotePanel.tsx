import { useState } from 'react';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HowToVoteRounded from '@mui/icons-material/HowToVoteRounded';
import type { MatchVotes } from '../../../domain/player-of-the-match/vote.schema';
import { timeLeftText } from '../../../domain/player-of-the-match/voting';
import { playerDisplayName } from '../../../domain/players/display-name';
import { apiFetch } from '../../lib/api-client';
import { useNotice } from '../../lib/notices';
import { teamKey } from '../../lib/swr';
import { useDeviceHolder } from '../../shell/use-device-holder';
import { dashboardKeys } from './api';
import { SelectField } from './SelectField';

/** This device's own vote, so it can say whom you voted for: the API never tells who voted for whom. */
const ownVoteKey = (teamCode: string, matchId: number, voterId: number) =>
  `teampot.vote.${teamCode}.${matchId}.${voterId}`;

function readOwnVote(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Voting for the player of the match from the dashboard's match card (issue
 * 31): the device's holder ("Wie ben jij?") votes for another player who was
 * there, until the vote closes; a new vote replaces his earlier one. Members
 * only, after the page's scripts ran (MatchesSection loads it).
 */
export default function VotePanel({
  teamCode,
  matchId,
  votes,
}: {
  teamCode: string;
  matchId: number;
  votes: MatchVotes;
}) {
  const [holder, setHolder] = useDeviceHolder(teamCode);
  const { mutate } = useSWRConfig();
  const notice = useNotice();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  // Rendered in the browser only (MatchesSection), so reading the device's storage here is safe.
  const [, setSaved] = useState(0);
  const voted = holder === null ? null : readOwnVote(ownVoteKey(teamCode, matchId, holder));
  const voter = votes.candidates.find((player) => player.id === holder);
  const others = votes.candidates.filter((player) => player.id !== holder);
  const votedFor = others.find((player) => player.id === voted);
  const closes = votes.closesAt ? timeLeftText(votes.closesAt, new Date()) : '';

  const vote = async () => {
    if (!voter || choice === '') return;
    setBusy(true);
    try {
      const answer = await apiFetch<MatchVotes>(teamKey(teamCode, `/match/${matchId}/vote`), {
        method: 'POST',
        body: { voterId: voter.id, playerId: Number(choice) },
      });
      await mutate(dashboardKeys.votes(teamCode, matchId), answer, { revalidate: false });
      try {
        localStorage.setItem(ownVoteKey(teamCode, matchId, voter.id), choice);
      } catch {
        // Only the reminder of whom you chose is lost.
      }
      setSaved((count) => count + 1);
      setChoice('');
      notice.show({ severity: 'success', message: 'Je stem is binnen' });
    } catch (error) {
      notice.failed(error);
      await mutate(dashboardKeys.votes(teamCode, matchId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label="Stemmen"
      sx={{ px: 2, py: 1.5, display: 'grid', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <HowToVoteRounded color="primary" />
        <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          Stem op de man van de wedstrijd
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`Stemmen kan ${closes} · ${votes.ballots} ${votes.ballots === 1 ? 'stem' : 'stemmen'} uitgebracht. De uitslag zie je als het stemmen dicht is.`}
      </Typography>
      {!voter ? (
        holder !== null ? (
          <Typography variant="body2">
            Je was er deze wedstrijd niet bij: alleen wie er was stemt.{' '}
            <Button size="small" onClick={() => setHolder(null)}>
              Ik ben iemand anders
            </Button>
          </Typography>
        ) : (
          <SelectField
            id={`vote-holder-${matchId}`}
            label="Wie ben jij?"
            value=""
            onChange={(value) => setHolder(Number(value))}
          >
            <option value="" disabled>
              Kies je naam
            </option>
            {votes.candidates.map((player) => (
              <option key={player.id} value={player.id}>
                {playerDisplayName(player)}
              </option>
            ))}
          </SelectField>
        )
      ) : (
        <>
          {votedFor && (
            <Typography sx={{ fontWeight: 600 }}>
              {`${playerDisplayName(voter)}, je stemde op ${playerDisplayName(votedFor)}`}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <SelectField
              id={`vote-choice-${matchId}`}
              label={votedFor ? 'Andere stem' : `Jouw stem, ${playerDisplayName(voter)}`}
              value={choice}
              onChange={setChoice}
            >
              <option value="" disabled>
                Kies een speler
              </option>
              {others.map((player) => (
                <option key={player.id} value={player.id}>
                  {playerDisplayName(player)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="contained"
              disabled={choice === '' || busy}
              onClick={() => void vote()}
              sx={{ flexShrink: 0, height: 40 }}
            >
              Stem
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
