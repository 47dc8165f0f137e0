import { useState } from 'react';
import type { EditBase } from '../../../domain/edits/field-merge';
import { isEditConflict } from './edit-base';
import { failureOf } from './request-failure';

/**
 * For a form that edits a record online: `withBase(body)` adds the base the form opened on (or last saved), unless the
 * last send was refused as a conflict; `failed(error)` notes such a refusal; `saved(record)` makes the saved record
 * the base of the next edit. The base is held from the form's opening, never from a list refreshed meanwhile: a newer
 * record as base would make this form's stale values look like changes and revert what others wrote.
 */
export function useEditBase<Base extends EditBase>(opened: Base | undefined) {
  const [state, setState] = useState({ base: opened, isOverruled: false });
  return {
    withBase<Body extends object>(body: Body): Body & { base?: Base } {
      return state.base && !state.isOverruled ? { ...body, base: state.base } : body;
    },
    failed(error: unknown): void {
      if (isEditConflict(failureOf(error))) setState((current) => ({ ...current, isOverruled: true }));
    },
    saved(record: Base): void {
      setState({ base: record, isOverruled: false });
    },
  };
}
