import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawAnnouncement } from '../../../domain/task-lists/draw-announcement.js';
import {
  drawChancesSchema,
  drawInputSchema,
  drawListQuerySchema,
  drawPageSchema,
  drawManualInputSchema,
  drawResultSchema,
  taskDrawSchema,
  type TaskDraw,
} from '../../../domain/task-lists/draw.schema.js';
import {
  taskListCreateSchema,
  taskListSchema,
  taskListUpdateSchema,
} from '../../../domain/task-lists/task-list.schema.js';
import { visibleName } from '../../../domain/payments/visible-name.js';
import { isPagedQuery } from '../../../domain/paging.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { auditContext } from '../audit/public.js';
import { registerRead } from '../../http/public-read.js';
import { idParams, idSchema, okSchema, repeatedQuery } from '../../http/schemas.js';
import { recordRoutes } from '../../http/record-routes.js';
import {
  createTaskList,
  deleteDraw,
  drawManual,
  drawOdds,
  drawTask,
  getTaskList,
  listDrawPage,
  listDraws,
  listTaskLists,
  restoreDraw,
  updateTaskList,
} from './task-lists.repository.js';

const tags = ['tasks'];
const seasonFilterQuery = z.object({ seasonFilter: idSchema.optional() });

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  registerRead(
    app,
    {
      path: '/task',
      query: seasonFilterQuery,
      response: z.array(taskListSchema),
      cache: { query: ['seasonFilter'] },
      load: ({ team }, { query: { seasonFilter } }) => listTaskLists(db, team.id, { seasonFilter }),
    },
    {
      tags,
      summary: 'Task lists; with seasonFilter only those for that season or for every season',
    },
  );

  const taskList = recordRoutes(app, { tags, schema: taskListSchema, read: getTaskList });
  taskList.get('/task/:id');
  taskList.create('/task', { body: taskListCreateSchema }, (teamId, body) =>
    createTaskList(db, teamId, body),
  );
  taskList.update('/task/:id', { body: taskListUpdateSchema }, (teamId, id, body) =>
    updateTaskList(db, teamId, id, body),
  );

  app.get(
    '/task/:id/draws',
    {
      schema: {
        tags,
        summary:
          'Draws of a task list, newest first; with seasonFilter only that season. Paged with ' +
          '`limit`/`cursor`: { items, nextCursor, totals: { count } }. Without: every draw',
        params: idParams,
        querystring: drawListQuerySchema,
        response: { 200: z.union([z.array(taskDrawSchema), drawPageSchema]) },
      },
    },
    async (request) => {
      const { query } = request;
      const teamId = teamOf(request).id;
      return isPagedQuery(query)
        ? listDrawPage(db, teamId, request.params.id, query)
        : listDraws(db, teamId, request.params.id, query);
    },
  );

  app.delete(
    '/task/draws/:id',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary: 'Deletes a draw; POST /draws/:id/restore undoes it',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const audit = await auditContext(request);
      await deleteDraw(db, audit, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/task/draws/:id/restore',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        summary:
          'Undoes the delete of a draw: the same draw (same id). 404 when nothing was deleted; CannotRestore when too late or it clashes',
        params: idParams,
        response: { 200: taskDrawSchema },
      },
    },
    async (request) => {
      const audit = await auditContext(request);
      return restoreDraw(db, audit, request.params.id);
    },
  );

  app.get(
    '/task/:id/drawChance',
    {
      schema: {
        tags,
        summary:
          "Each eligible player's chance (a fraction 0–1) of being drawn next in the current season",
        params: idParams,
        querystring: z.object({ ignorePlayerId: repeatedQuery(idSchema) }),
        response: { 200: drawChancesSchema },
      },
    },
    async (request) =>
      drawOdds(db, teamOf(request).id, request.params.id, request.query.ignorePlayerId),
  );

  app.post(
    '/task/:id/draw',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        params: idParams,
        body: drawInputSchema,
        response: { 200: drawResultSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      const { random, now } = request.server.deps;
      const result = await drawTask(db, team.id, request.params.id, request.body, {
        random,
        now: now(),
      });
      await announce(request, result.draws);
      return result;
    },
  );

  app.post(
    '/task/:id/drawManual',
    {
      onRequest: teamMemberOnly,
      schema: {
        tags,
        params: idParams,
        body: drawManualInputSchema,
        response: { 200: taskDrawSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      const now = request.server.deps.now();
      return drawManual(db, team.id, request.params.id, request.body, now);
    },
  );

  /** Best effort, after the commit: a failed push never undoes or fails a draw. */
  async function announce(request: FastifyRequest, draws: TaskDraw[]) {
    const [first] = draws;
    if (!first) return;
    try {
      const team = teamOf(request);
      const taskList = await getTaskList(db, team.id, first.taskListId);
      // Anyone may subscribe to a team's news: names as a visitor may see them.
      const { showNames } = team;
      const message = drawAnnouncement({
        taskList: taskList.name,
        names: draws.map((d) => visibleName(d.player, showNames)),
        data: first.data,
      });
      request.server.deps.push.sendToTeam(team.id, { ...message, url: '/' });
    } catch (error) {
      request.log.warn({ err: error }, 'draw push failed');
    }
  }
};
