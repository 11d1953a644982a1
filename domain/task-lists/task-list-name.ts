/**
 * Task list names are unique within a team ('Naam bestaat al'), compared the
 * way people read them: 'Wassen' and ' wassen ' are the same list.
 */
export function taskListNameTaken(existing: readonly string[], name: string): boolean {
  const wanted = comparable(name);
  return existing.some((other) => comparable(other) === wanted);
}

function comparable(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');
}
