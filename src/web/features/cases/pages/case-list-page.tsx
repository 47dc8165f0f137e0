/** Being built in this change (issue 5); replaced by its feature's page. */
export function CaseListPage() {
  return null;
}
