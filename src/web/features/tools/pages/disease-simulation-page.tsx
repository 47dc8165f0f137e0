import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MALOCCLUSIONS,
  malocclusionDescriptions,
  malocclusionNames,
  type Malocclusion,
} from '../../../../domain/malocclusions/tooth-layout';
import { cardClass, focusRing, secondaryButtonClass } from '../../../components/ui/styles';
import { createModelScene, WebGLUnavailableError, type ModelSceneApi } from '../../../lib/model-viewer/model-scene';
import { ToolPage } from '../components/tool-page';
import { malocclusionGeometries } from '../lib/malocclusion-geometry';

/** /diseaseSimulation: schematic 3D arches of common malocclusions, to turn in front of a patient (spec section 2). */
export function DiseaseSimulationPage() {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<Malocclusion>('crowding');
  const [isUnavailable, setIsUnavailable] = useState(false);
  const sceneRef = useRef<ModelSceneApi | null>(null);
  const [sceneCount, setSceneCount] = useState(0);

  // The scene lives as long as its host element (a ref callback with its cleanup, React 19).
  const attachScene = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    try {
      sceneRef.current = createModelScene(host);
      setSceneCount((count) => count + 1);
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) throw error;
      setIsUnavailable(true);
    }
    return () => {
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, []);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene) return;
    const geometries = malocclusionGeometries(chosen);
    scene.setModel('upper', 'upper', geometries.upper);
    scene.setModel('lower', 'lower', geometries.lower);
    scene.fitView();
    return () => {
      geometries.upper.dispose();
      geometries.lower.dispose();
    };
  }, [chosen, sceneCount]);

  return (
    <ToolPage
      title={<Trans>3D symptoms</Trans>}
      intro={
        <Trans>
          Schematic teeth to show a patient what a bite problem looks like. Turn them with a finger; pinch to zoom.
        </Trans>
      }
    >
      <div role="radiogroup" aria-labelledby="malocclusion-choice" className="flex flex-wrap gap-2">
        <span id="malocclusion-choice" className="sr-only">
          <Trans>Bite</Trans>
        </span>
        {MALOCCLUSIONS.map((malocclusion) => (
          <button
            key={malocclusion}
            type="button"
            role="radio"
            aria-checked={chosen === malocclusion}
            onClick={() => setChosen(malocclusion)}
            className={`min-h-11 rounded-lg border px-4 text-base font-medium ${focusRing} ${
              chosen === malocclusion
                ? 'border-teal-700 bg-teal-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {i18n._(malocclusionNames[malocclusion])}
          </button>
        ))}
      </div>
      <section className={`${cardClass} flex flex-col gap-3`} aria-labelledby="malocclusion-name">
        <h2 id="malocclusion-name" className="text-xl font-semibold text-slate-900">
          {i18n._(malocclusionNames[chosen])}
        </h2>
        <p className="text-base leading-relaxed text-slate-700">{i18n._(malocclusionDescriptions[chosen])}</p>
        {isUnavailable ? (
          <p role="alert" className="text-base text-amber-900">
            <Trans>This device cannot draw 3D scenes (WebGL is not available).</Trans>
          </p>
        ) : (
          <>
            <div
              ref={attachScene}
              data-testid="symptom-scene"
              className="h-[60vh] min-h-80 w-full overflow-hidden rounded-lg"
            />
            <div>
              <button type="button" className={secondaryButtonClass} onClick={() => sceneRef.current?.fitView()}>
                <Trans>Reset view</Trans>
              </button>
            </div>
          </>
        )}
      </section>
    </ToolPage>
  );
}
