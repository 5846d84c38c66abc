import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/** Placeholder: the vendor-sales module's routes land here. */
export const vendorSalesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
