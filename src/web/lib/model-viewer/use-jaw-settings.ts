import { useCallback, useState, type RefObject } from 'react';
import type { ViewerCore } from './use-viewer-core';
import type { Jaw } from './types';

export type JawSetting = { visible: boolean; opacity: number };
export type JawSettings = Record<Jaw, JawSetting>;

const INITIAL: JawSettings = { upper: { visible: true, opacity: 1 }, lower: { visible: true, opacity: 1 } };

/** Which jaws show and how opaque they are: kept in React for the toolbar, applied to the scene as they change. */
export function useJawSettings(coreRef: RefObject<ViewerCore | null>) {
  const [settings, setSettings] = useState<JawSettings>(INITIAL);
  const change = useCallback(
    (jaw: Jaw, setting: Partial<JawSetting>) => {
      setSettings((current) => ({ ...current, [jaw]: { ...current[jaw], ...setting } }));
      const scene = coreRef.current?.scene;
      if (setting.visible !== undefined) scene?.setJawVisible(jaw, setting.visible);
      if (setting.opacity !== undefined) scene?.setJawOpacity(jaw, setting.opacity);
    },
    [coreRef],
  );
  return { settings, change };
}
