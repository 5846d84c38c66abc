import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the offers module's routes land here. */
export const offersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
