import { useLocation } from 'wouter';
import type { PermissionCode } from '../../../domain/accounts/permissions';
import { useSession, type TResource } from './session-store';

function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
}

/**
 * Whether a resource's uri covers a path: equal segment by segment (trailing slashes ignored), where `:name` stands
 * for any one segment and a final `*` for any rest, e.g. `/patientCenter/*` or `/dentureTeethOrderDetail/:orderId`.
 */
export function matchesResourceUri(uri: string, pathname: string): boolean {
  const pattern = segments(uri);
  const path = segments(pathname);
  for (const [index, part] of pattern.entries()) {
    if (part === '*' && index === pattern.length - 1) return true;
    const actual = path[index];
    if (actual === undefined) return false;
    if (!part.startsWith(':') && part !== actual) return false;
  }
  return pattern.length === path.length;
}

/** Button permissions (spec section 6): the code is granted for a resource whose uri matches the current path. */
export function canAt(resources: readonly TResource[], pathname: string, code: string): boolean {
  return resources.some((resource) => resource.code === code && matchesResourceUri(resource.uri, pathname));
}

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
