import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the cart module's routes land here. */
export const cartRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
