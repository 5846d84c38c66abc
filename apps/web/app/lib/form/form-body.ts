import type { z, ZodType } from 'zod';

/**
 * A request body built from a form's text, typed as the input of the core
 * schema `S` the API checks it with. The form's resolver has run the same
 * schema on the same body before submit (a store draft is checked by the API
 * alone), so it is that input; a box the schema refuses is passed on as typed,
 * and the API's message names it, as the resolver's does.
 */
export function formBody<S extends ZodType>(body: object): z.input<S> {
  return body as z.input<S>;
}
