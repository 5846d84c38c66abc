import { hasStaffRole } from '@bedesten/core/auth/roles';
import { useSessionUser } from '~/lib/root-data.ts';

/** Content is edited by managers and above (ADR 0037); staff read it. The API has the last word (403). */
export function useCanEditContent(): boolean {
  return hasStaffRole(useSessionUser()?.staff_role, 'manager');
}
