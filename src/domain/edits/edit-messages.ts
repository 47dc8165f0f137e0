import { msg } from '@lingui/core/macro';

/** The answer to an edit that conflicts with another's (field-merge.ts): HTTP 409, the fields named in `{fields}`. */
export const editConflictMessage = msg`Someone else changed {fields} while you were editing. Nothing was saved; what you typed is kept. Check these fields against the current record and send again.`;
