import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import type * as ModelSceneModule from '../../lib/model-viewer/model-scene';
import { LazyModelViewer } from './lazy';
import type { FakeScene } from '../../lib/model-viewer/testing/fake-scene';
import { binaryStl, encode, gridStl, TRIANGLES } from '../../lib/model-viewer/testing/model-fixtures';
import type { ViewerModel } from '../../lib/model-viewer/types';

const scenes = vi.hoisted(() => ({ created: [] as unknown[], webgl: true }));

vi.mock('../../lib/model-viewer/model-scene', async (importOriginal) => {
  const actual = await importOriginal<typeof ModelSceneModule>();
  const { FakeScene: Fake } = await import('../../lib/model-viewer/testing/fake-scene');
  return {
    ...actual,
    createModelScene: () => {
      if (!scenes.webgl) throw new actual.WebGLUnavailableError('no WebGL in this test');
      const scene = new Fake();
      scenes.created.push(scene);
      return scene;
    },
  };
});

const lastScene = () => scenes.created.at(-1) as FakeScene;
const file = (buffer: ArrayBuffer, fileName: string) => ({ kind: 'blob' as const, blob: new Blob([buffer]), fileName });

beforeEach(() => {
  scenes.created.length = 0;
  scenes.webgl = true;
});

describe('ModelViewer', () => {
  const models: ViewerModel[] = [
    { id: 'u', jaw: 'upper', source: file(binaryStl(TRIANGLES), 'upper.stl') },
    { id: 'l', jaw: 'lower', source: file(gridStl(5), 'lower.stl') },
  ];

  it('shows local files before any upload, and frames them', async () => {
    renderWithProviders(<LazyModelViewer models={models} />);
    await screen.findByRole('toolbar', { name: '3D view' });
    await waitFor(() => expect(lastScene().models.size).toBe(2));
    expect(lastScene().triangles('u')).toBe(2);
    expect(lastScene().triangles('l')).toBe(5);
    expect(lastScene().fits).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('toggles a jaw, sets its opacity and resets the view', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LazyModelViewer models={models} />);
    const upper = await screen.findByRole('button', { name: 'Upper jaw' });
    expect(upper.getAttribute('aria-pressed')).toBe('true');
    await user.click(upper);
    expect(upper.getAttribute('aria-pressed')).toBe('false');
    expect(lastScene().visible.upper).toBe(false);
    const opacity = screen.getByRole('slider', { name: 'Lower jaw opacity' });
    fireEvent.change(opacity, { target: { value: '40' } });
    expect(lastScene().opacity.lower).toBe(0.4);
    expect(opacity.getAttribute('aria-valuetext')).toBe('40%');
    const fits = lastScene().fits;
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(lastScene().fits).toBe(fits + 1);
  });

  it('offers only the jaws it has', async () => {
    renderWithProviders(<LazyModelViewer models={[models[1]!]} />);
    await screen.findByRole('button', { name: 'Lower jaw' });
    expect(screen.queryByRole('button', { name: 'Upper jaw' })).toBeNull();
  });

  it('says which file could not be read, and shows the others', async () => {
    renderWithProviders(
      <LazyModelViewer
        models={[
          { id: 'u', jaw: 'upper', source: file(encode('solid broken\nfacet nonsense'), 'upper.stl') },
          { id: 'l', jaw: 'lower', source: file(binaryStl(TRIANGLES), 'lower.stl') },
          { id: 'x', jaw: 'lower', source: file(encode('a photo'), 'bite.jpg') },
        ]}
      />,
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('upper.stl could not be read'));
    await waitFor(() => expect(alert.textContent).toContain('bite.jpg is not a 3D model the viewer can open'));
    expect(lastScene().triangles('l')).toBe(2);
    expect(lastScene().models.has('u')).toBe(false);
  });

  it('says when the device cannot draw 3D', async () => {
    scenes.webgl = false;
    renderWithProviders(<LazyModelViewer models={models} />);
    expect((await screen.findByRole('alert')).textContent).toContain('cannot show 3D models');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('disposes the scene when it goes', async () => {
    const { unmount } = renderWithProviders(<LazyModelViewer models={models} />);
    await waitFor(() => expect(lastScene()?.models.size).toBe(2));
    const scene = lastScene();
    const geometry = scene.models.get('u')!.geometry;
    const disposed = vi.fn();
    geometry.addEventListener('dispose', disposed);
    unmount();
    expect(scene.disposed).toBe(true);
    expect(disposed).toHaveBeenCalled();
  });
});
