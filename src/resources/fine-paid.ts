import type { Fine } from '../../domain/fines/fine.schema';
import { apiFetch } from '../lib/api-client';
import { writesInTurn } from '../lib/in-turn';
import { teamKey } from '../lib/swr';

/** The write of a fine's paid flag (`PUT /fine/{id}/paid`) and its address, for `writesInTurn`. */
export function finePaidWrite(teamCode: string, fineId: number, paid: boolean) {
  const address = teamKey(teamCode, `/fine/${fineId}/paid`);
  return { address, write: () => apiFetch<Fine>(address, { method: 'PUT', body: { paid } }) };
}

/**
 * Sets a fine's paid flag. A fine's taps reach the server in turn, wherever they were made (the
 * fines list here, a filled match's overview through `writeShownAtOnce`, one queue per address):
 * two writes of it under way at once (a mis-tap undone at once) may be applied in the other
 * order, and the later tap would be lost.
 */
export function setFinePaid(teamCode: string, fineId: number, paid: boolean): Promise<Fine> {
  const { address, write } = finePaidWrite(teamCode, fineId, paid);
  return writesInTurn(address, write);
}
