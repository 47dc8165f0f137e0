import type { MessageDescriptor } from '@lingui/core';

/** One choice of a form: its stable value (stored) and its label (translated where shown). */
export type Option<Value extends string> = { readonly value: Value; readonly label: MessageDescriptor };

/** A list of choices and their values (the values as a tuple, for `z.enum`). Every line's forms use it. */
export function options<const Value extends string>(list: readonly Option<Value>[]) {
  return { list, values: list.map((option) => option.value) as [Value, ...Value[]] };
}
