import { z } from 'zod';

/**
 * Where a store stands with its joining fee (ADR 0043): nothing due (the fee
 * is 0), due and unpaid, a payment under way, or paid (which never asks again).
 */
export const JOINING_FEE_STATUSES = ['not_required', 'unpaid', 'pending', 'paid'] as const;
export type JoiningFeeStatus = (typeof JOINING_FEE_STATUSES)[number];

export const joiningFeeStateSchema = z.object({
  status: z.enum(JOINING_FEE_STATUSES),
  /** What is (or was) asked, in minor units. */
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
});
export type JoiningFeeState = z.infer<typeof joiningFeeStateSchema>;

/** How the vendor's last attempt ended when it did not pay: the card was declined, or the payment given up. */
export const JOINING_FEE_FAILURES = ['declined', 'cancelled'] as const;
export type JoiningFeeFailure = (typeof JOINING_FEE_FAILURES)[number];

/** `store-payment-initiate` and `store-joining-fee`: the state and, while unpaid, where to pay. */
export const joiningFeeResponseSchema = z.object({
  data: joiningFeeStateSchema.extend({
    store_id: z.uuid(),
    store_status: z.enum(['draft', 'pending', 'approved', 'rejected']),
    redirect_url: z.string().nullable(),
    /** While unpaid: why the latest attempt failed, so the page can say "declined" (null: none failed, or another reason). */
    last_failure: z.enum(JOINING_FEE_FAILURES).nullable(),
  }),
});
export type JoiningFeeAnswer = z.infer<typeof joiningFeeResponseSchema>['data'];
