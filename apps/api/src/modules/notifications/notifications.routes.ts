import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the notifications module's routes land here. */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
