import { useCallback, useRef, useState, type RefObject } from 'react';
import { GeometryStore } from './geometry-store';
import { meshLoader } from './mesh-loader';
import { createModelScene, WebGLUnavailableError, type ModelSceneApi } from './model-scene';

export type ViewerCore = { scene: ModelSceneApi; store: GeometryStore };
export type ViewerStatus = 'starting' | 'ready' | 'no-webgl';

/**
 * The scene drawn into the element `hostRef` is given to, and the geometries it shows: created together when the
 * element mounts and disposed together when it goes. Both live in a ref: React state only holds what the toolbar
 * and the messages show.
 */
export function useViewerCore(): {
  hostRef: (host: HTMLDivElement | null) => (() => void) | undefined;
  coreRef: RefObject<ViewerCore | null>;
  status: ViewerStatus;
} {
  const coreRef = useRef<ViewerCore | null>(null);
  const [status, setStatus] = useState<ViewerStatus>('starting');
  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    let scene: ModelSceneApi;
    try {
      scene = createModelScene(host);
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) throw error;
      setStatus('no-webgl');
      return;
    }
    const store = new GeometryStore(meshLoader());
    coreRef.current = { scene, store };
    setStatus('ready');
    return () => {
      coreRef.current = null;
      setStatus('starting');
      store.dispose();
      scene.dispose();
    };
  }, []);
  return { hostRef, coreRef, status };
}
