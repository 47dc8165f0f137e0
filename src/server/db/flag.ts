/** SQLite has no boolean: flags are 0/1 integers in both dialects. */
export type Flag = 0 | 1;
