/*
 * A SQLite loadable extension that turns on the query planner stability guarantee (SQLITE_DBCONFIG_ENABLE_QPSG) for
 * the connection that loads it, and adds plan_stability(), which answers 1 while it is on.
 *
 * Why: better-sqlite3 builds SQLite with SQLITE_ENABLE_STAT4. Without QPSG, a statement whose plan could depend on a
 * bound value (LIMIT ?, OFFSET ?, LIKE ?, terms that constant propagation or partial indexes compare) is marked to be
 * re-prepared each time that value is bound, so a cached statement was parsed and planned again on every run: the
 * session lookup cost 7 µs instead of 1, the case list's page 5x more (docs/architecture.md, "SQLite plan stability").
 * With QPSG a statement keeps the plan it was prepared with. better-sqlite3 offers no sqlite3_db_config() call, hence
 * this extension; scripts/build-sqlite-extension.mjs compiles it against better-sqlite3's own sqlite3ext.h.
 */
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

static void plan_stability(sqlite3_context *context, int argc, sqlite3_value **argv) {
  int on = 0;
  (void)argc;
  (void)argv;
  sqlite3_db_config(sqlite3_context_db_handle(context), SQLITE_DBCONFIG_ENABLE_QPSG, -1, &on);
  sqlite3_result_int(context, on);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_planstability_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  int on = 0;
  int rc;
  (void)error;
  SQLITE_EXTENSION_INIT2(api);
  rc = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_QPSG, 1, &on);
  if (rc != SQLITE_OK) return rc;
  return sqlite3_create_function(db, "plan_stability", 0, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, plan_stability, 0, 0);
}
