/**
 * The search helper: a case-insensitive "contains" pattern for `lower(column) like ? escape '\\'`, in which LIKE
 * wildcards in a user's text match themselves.
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
