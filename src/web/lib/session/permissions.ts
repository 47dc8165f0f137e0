import { useLocation } from 'wouter';
import type { PermissionCode } from '../../../domain/accounts/permissions';
import { canAt } from '../../../domain/accounts/resource-match';
import { useSession } from './session-store';

export { canAt, matchesResourceUri } from '../../../domain/accounts/resource-match';

/** Whether the signed-in user may use the button `code` on the current page. None until the server sends the list. */
export function useCan(code: PermissionCode): boolean {
  return usePermissions()(code);
}

/** `useCan` for a screen whose buttons are a list (one check per button, the same path and resources). */
export function usePermissions(): (code: PermissionCode) => boolean {
  const [pathname] = useLocation();
  const { session } = useSession();
  const resources = session?.resources ?? [];
  return (code) => canAt(resources, pathname, code);
}
