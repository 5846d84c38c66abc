import type { vatRateFields } from '@bedesten/core/schemas/offers';
import type { z } from 'zod';
import type { ApiResult } from '~/lib/api-client.ts';

/** How the VAT rate manager saves and deletes: the vendor's own rates or, for staff, the platform's. */
export interface VatRateCalls {
  save: (id: number | undefined, body: Omit<z.input<typeof vatRateFields>, 'id'>) => Promise<ApiResult<unknown>>;
  remove: (id: number) => Promise<ApiResult<unknown>>;
}
