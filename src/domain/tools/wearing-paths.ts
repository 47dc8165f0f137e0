/**
 * The wearing reminders' routes (emr service): apart from the wearing contracts (wearing-plan.ts, zod), so the top
 * bar that reads the list on a signed-in start carries no zod until the answer is there to check.
 */
export const WEARING_PATHS = {
  list: '/v1/wearing/list',
  save: '/v1/wearing/save',
  advance: '/v1/wearing/advance',
  delete: '/v1/wearing/delete',
} as const;
