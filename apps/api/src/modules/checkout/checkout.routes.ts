import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the checkout module's routes land here. */
export const checkoutRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
