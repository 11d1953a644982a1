import type { Fine } from '../../domain/fines/fine.schema';
import { apiFetch } from '../lib/api-client';
import { writesInTurn } from '../lib/in-turn';
import { teamKey } from '../lib/swr';

/**
 * Sets a fine's paid flag (`PUT /fine/{id}/paid`). A fine's taps reach the server in turn,
 * wherever they were made: two writes of it under way at once (a mis-tap undone at once) may
 * be applied in the other order, and the later tap would be lost.
 */
export function setFinePaid(teamCode: string, fineId: number, paid: boolean): Promise<Fine> {
  // One queue for the fines list and a filled match's overview, which tap the same fines.
  const address = teamKey(teamCode, `/fine/${fineId}/paid`);
  return writesInTurn(address, () => apiFetch<Fine>(address, { method: 'PUT', body: { paid } }));
}
