/** Dutch count with the right noun form: '1 taak', '2 taken', '0 boetes'. */
function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The push notification after a match is filled: 'Oranje – Blauw: 3 doelpunten, 2 boetes, 1 taak'. */
export function fillSummary(fill: {
  teamName: string;
  opponent: string;
  goals: number;
  fines: number;
  tasks: number;
}): { title: string; body: string } {
  const counts = [
    counted(fill.goals, 'doelpunt', 'doelpunten'),
    counted(fill.fines, 'boete', 'boetes'),
    counted(fill.tasks, 'taak', 'taken'),
  ].join(', ');
  return { title: 'Wedstrijd ingevuld', body: `${fill.teamName} – ${fill.opponent}: ${counts}` };
}
