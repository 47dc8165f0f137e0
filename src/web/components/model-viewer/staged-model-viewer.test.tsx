import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw-server';
import { answerPublicHosts } from '../../testing/public-hosts';
import { renderWithProviders } from '../../testing/render';
import type * as ModelSceneModule from '../../lib/model-viewer/model-scene';
import { LazyStagedModelViewer } from './lazy';
import type { FakeScene } from '../../lib/model-viewer/testing/fake-scene';
import { encode, gridStl } from '../../lib/model-viewer/testing/model-fixtures';
import type { ModelSource, StagedStep } from '../../lib/model-viewer/types';

const scenes = vi.hoisted(() => ({ created: [] as unknown[] }));

vi.mock('../../lib/model-viewer/model-scene', async (importOriginal) => {
  const actual = await importOriginal<typeof ModelSceneModule>();
  const { FakeScene: Fake } = await import('../../lib/model-viewer/testing/fake-scene');
  return {
    ...actual,
    createModelScene: () => {
      const scene = new Fake();
      scenes.created.push(scene);
      return scene;
    },
  };
});

const scene = () => scenes.created.at(-1) as FakeScene;
/** Each step's model has as many triangles as its number says (plus 10 for the lower jaw), to tell them apart. */
const model = (triangles: number): ModelSource => ({
  kind: 'blob',
  blob: new Blob([gridStl(triangles)]),
  fileName: `step-${triangles}.stl`,
});

const steps: StagedStep[] = [
  { step: 0, upper: model(1), lower: model(11) },
  { step: 1, upper: model(2), lower: null },
  { step: 2, upper: null, lower: model(13) },
  { step: 3, upper: model(4), lower: model(14) },
];

beforeEach(() => {
  scenes.created.length = 0;
});

describe('StagedModelViewer', () => {
  it('opens on the first step with its slider and label', async () => {
    renderWithProviders(<LazyStagedModelViewer steps={steps} />);
    const slider = await screen.findByRole('slider', { name: 'Treatment step' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Step 0 of 3');
    await waitFor(() => expect([scene().triangles('upper'), scene().triangles('lower')]).toEqual([1, 11]));
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveProperty('disabled', true);
  });

  it("keeps the nearest earlier step's model for a jaw the step has none for", async () => {
    const onStepChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LazyStagedModelViewer steps={steps} onStepChange={onStepChange} />);
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect([scene().triangles('upper'), scene().triangles('lower')]).toEqual([2, 11]));
    fireEvent.change(screen.getByRole('slider', { name: 'Treatment step' }), { target: { value: '2' } });
    expect(onStepChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await waitFor(() => expect([scene().triangles('upper'), scene().triangles('lower')]).toEqual([2, 13]));
  });

  it('opens on the step asked for, and frames the camera only once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LazyStagedModelViewer steps={steps} initialStep={3} />);
    await waitFor(() => expect([scene().triangles('upper'), scene().triangles('lower')]).toEqual([4, 14]));
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    await waitFor(() => expect(scene().triangles('lower')).toBe(13));
    expect(scene().fits).toBe(1);
  });

  it('plays through the steps once each is on screen, and stops at the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LazyStagedModelViewer steps={steps} initialStep={2} />);
    await user.click(await screen.findByRole('button', { name: 'Play the steps' }));
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText('Step 3 of 3')).toBeTruthy(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play the steps' })).toBeTruthy());
  });

  it("says a step's model could not be read and takes the earlier one away", async () => {
    const broken: StagedStep[] = [
      steps[0]!,
      {
        step: 1,
        upper: { kind: 'blob', blob: new Blob([encode('garbage')]), fileName: 'step-1-upper.stl' },
        lower: null,
      },
    ];
    renderWithProviders(<LazyStagedModelViewer steps={broken} initialStep={1} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Upper jaw could not be read');
    expect(scene().models.has('upper')).toBe(false);
    await waitFor(() => expect(scene().triangles('lower')).toBe(11));
  });

  it("links the step on screen to the environment's 3D viewer, with each jaw's shown model", async () => {
    answerPublicHosts({ viewer: 'https://viewer.cuspid.cn' });
    const served = (name: string, triangles: number): ModelSource => {
      const url = `${window.location.origin}/api/emr/oss/object/model/${name}.stl?expires=1&signature=s`;
      server.use(http.get(url, () => HttpResponse.arrayBuffer(gridStl(triangles))));
      return { kind: 'url', url, fileName: `${name}.stl` };
    };
    const uploaded: StagedStep[] = [
      { step: 0, upper: served('u0', 1), lower: served('l0', 11) },
      { step: 1, upper: served('u1', 2), lower: null },
    ];
    const user = userEvent.setup();
    renderWithProviders(<LazyStagedModelViewer steps={uploaded} />);
    const models = async () =>
      new URL(
        (await screen.findByRole('link', { name: 'Open in the 3D viewer' })).getAttribute('href')!,
      ).searchParams.getAll('model').map((link) => new URL(link).pathname.split('/').at(-1));
    expect(await models()).toEqual(['u0.stl', 'l0.stl']);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(async () => expect(await models()).toEqual(['u1.stl', 'l0.stl']));
  });

  it('offers no 3D viewer link where the environment has no viewer host', async () => {
    renderWithProviders(<LazyStagedModelViewer steps={steps} />);
    await screen.findByRole('slider', { name: 'Treatment step' });
    await waitFor(() => expect(window.localStorage.getItem('cuspid.publicHosts')).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'Open in the 3D viewer' })).toBeNull();
  });

  it('says when a plan has no staged models', async () => {
    renderWithProviders(<LazyStagedModelViewer steps={[]} />);
    expect(await screen.findByText('This plan has no staged models.')).toBeTruthy();
  });
});
