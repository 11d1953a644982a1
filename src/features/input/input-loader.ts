import { answersLoader } from '../../lib/route-reads';
import { validateTokenKey } from './api';

/**
 * The /input frame's loader (src/app/TeamApp.tsx): the session check its pages wait for. Not
 * without a login: InputLayout then goes to the pin login without a round trip.
 */
export const inputLoader = answersLoader(async (teamCode, read, { loginState }) => {
  if (loginState !== false) await read(validateTokenKey(teamCode));
});
