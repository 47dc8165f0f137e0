import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { photoTypeOf } from '../../../../domain/images/photo-types';

/** A photo type's label in the user's language ("Other" for a code the standard set does not know). */
export function usePhotoTypeLabel(): (type: number) => string {
  const { i18n } = useLingui();
  return (type: number) => i18n._(photoTypeOf(type)?.label ?? msg`Other`);
}
