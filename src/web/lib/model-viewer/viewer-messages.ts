import { useLingui } from '@lingui/react/macro';
import type { ModelErrorCode } from './parsed-mesh';
import type { Jaw } from './types';

/** The viewer's words for a jaw and for each reason a model cannot be shown. */
export function useViewerMessages() {
  const { t } = useLingui();
  const jawName = (jaw: Jaw) => (jaw === 'upper' ? t`Upper jaw` : t`Lower jaw`);
  const errorText = (code: ModelErrorCode, name: string): string => {
    switch (code) {
      case 'unsupported':
        return t`${name} is not a 3D model the viewer can open: use an STL, OBJ or PLY file.`;
      case 'malformed':
        return t`${name} could not be read: the file is damaged or is not a valid STL, OBJ or PLY model.`;
      case 'empty':
        return t`${name} holds no surface to show.`;
      case 'network':
        return t`${name} could not be downloaded. Check the connection and try again.`;
      case 'unavailable':
        return t`${name} could not be downloaded: its link has expired or the file is gone. Reload the page to try again.`;
      case 'failed':
        return t`${name} could not be shown.`;
    }
  };
  return { jawName, errorText };
}
