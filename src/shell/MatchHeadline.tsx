import Box from '@mui/material/Box';
import { matchPairing, matchScore } from '../../domain/matches/match-rules';

type HeadlineMatch = Parameters<typeof matchScore>[0];

/**
 * The result as a tile of its own: "3–1" set apart from a name that may end in a number
 * ("VV Demo Zaterdag 3 3–1" read as one line), and never broken over two lines.
 */
export function ScoreTile({ score }: { score: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        ml: 0.5,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'action.selected',
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {score}
    </Box>
  );
}

/** "VV Demo – Voorschoten 97 [3–1]": the sides, home first, and the result once known. */
export function MatchHeadline({
  teamName,
  match,
}: {
  teamName: string | null;
  match: HeadlineMatch;
}) {
  const score = matchScore(match);
  return (
    <>
      {teamName ? matchPairing(teamName, match) : match.opponent}
      {score && (
        <>
          {' '}
          <ScoreTile score={score} />
        </>
      )}
    </>
  );
}
