import type { ReactNode } from 'react';
import type { PermissionCode } from '../../../domain/accounts/permissions';
import { useCan } from './permissions';

/**
 * Shows its children only when the signed-in user may use the button `code` on the current page (spec section 6;
 * the matrix: src/domain/accounts/permissions.ts). The server refuses the call anyway: this keeps the screen honest.
 */
export function Can({ code, children }: { code: PermissionCode; children: ReactNode }) {
  return useCan(code) ? children : null;
}
