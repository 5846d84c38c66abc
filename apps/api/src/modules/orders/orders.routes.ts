import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the orders module's routes land here. */
export const ordersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
