import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  matchVotesSchema,
  voteInputSchema,
} from '../../../domain/player-of-the-match/vote.schema.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { idParams } from '../../http/schemas.js';
import { registerRead } from '../../http/public-read.js';
import { castVote, getMatchVotes } from './votes.repository.js';

const tags = ['matches'];

/**
 * Player of the match (issue 31). The votes are read without the read cache:
 * the answer changes when the vote closes, 48 hours after the fill, without
 * any write to key a cached answer on.
 */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/match/:id/vote',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'The device holder votes for the player of the match, until 48 hours after the fill; a second vote replaces the first. 999 VoteForSelf, PlayerAbsent (voter or chosen player not there), MatchNotFilled, VotingClosed',
        params: idParams,
        body: voteInputSchema,
        response: { 200: matchVotesSchema },
      },
    },
    async (request) => {
      const teamId = teamOf(request).id;
      await castVote(db, teamId, request.params.id, request.body, now());
      return getMatchVotes(db, teamId, request.params.id, now());
    },
  );

  registerRead(
    app,
    {
      path: '/match/:id/votes',
      params: idParams,
      response: matchVotesSchema,
      load: ({ team }, { params }) => getMatchVotes(db, team.id, params.id, now()),
      // A page that shows the open vote is kept only until it closes, without a write.
      changesAt: async (_reader, _input, answer) => {
        const votes = await answer;
        return votes.open && votes.closesAt ? new Date(votes.closesAt) : null;
      },
    },
    {
      tags,
      summary:
        'The vote for the player of the match: when it closes, how many voted, and once closed the counts and the winners (ties share). Never who voted for whom',
    },
  );
};
