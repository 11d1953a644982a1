/** Dutch count with the right noun form: '1 taak', '2 taken', '0 boetes'. */
function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const VOTE_INVITATION = 'Stem op de man van de wedstrijd!';

/**
 * The push notification after a match is filled: 'Oranje – Blauw: 3 doelpunten,
 * 2 boetes, 1 taak'. When the players who were there can vote for the player of
 * the match, the same push invites them (issue 31: one push, not two).
 */
export function fillSummary(fill: {
  teamName: string;
  opponent: string;
  goals: number;
  fines: number;
  tasks: number;
  invitesVote?: boolean;
}): { title: string; body: string } {
  const counts = [
    counted(fill.goals, 'doelpunt', 'doelpunten'),
    counted(fill.fines, 'boete', 'boetes'),
    counted(fill.tasks, 'taak', 'taken'),
  ].join(', ');
  const body = `${fill.teamName} – ${fill.opponent}: ${counts}`;
  return {
    title: 'Wedstrijd ingevuld',
    body: fill.invitesVote ? `${body}. ${VOTE_INVITATION}` : body,
  };
}
