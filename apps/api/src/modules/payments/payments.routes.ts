import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the payments module's routes land here. */
export const paymentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
