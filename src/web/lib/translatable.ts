import type { I18n, MessageDescriptor } from '@lingui/core';

/** A text that is either already translated (a server message) or a Lingui descriptor to translate at render time. */
export type Translatable = string | MessageDescriptor;

export function translate(i18n: I18n, text: Translatable): string {
  return typeof text === 'string' ? text : i18n._(text);
}
