import type { FastifyPluginAsync } from 'fastify';
import { teamModule } from '../../http/team-scope.js';
import { taskRoutes } from './task-lists.routes.js';

/** Task lists and their draws (`/api/{team}/task…`). */
const taskLists: FastifyPluginAsync = teamModule(taskRoutes);
export default taskLists;
