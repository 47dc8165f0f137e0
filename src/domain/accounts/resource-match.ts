// The resource list's matching rule (spec section 6), apart from the permission matrix: the screens ask it on every
// page, the first route included, and the matrix's module brings zod (about 25 KB gzip) with its schemas.

/** A resource of the session's list: a page (uri, with `:name` and a final `*`) and a button code granted there. */
export type ResourceGrant = { uri: string; code: string };

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
export function canAt(resources: readonly ResourceGrant[], pathname: string, code: string): boolean {
  return resources.some((resource) => resource.code === code && matchesResourceUri(resource.uri, pathname));
}
