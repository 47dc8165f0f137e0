import type { BufferGeometry } from 'three';
import type { ModelSceneApi } from '../model-scene';
import type { Jaw } from '../types';

/** A scene that draws nothing and remembers what it was told (happy-dom has no WebGL). */
export class FakeScene implements ModelSceneApi {
  readonly models = new Map<string, { jaw: Jaw; geometry: BufferGeometry }>();
  readonly visible: Record<Jaw, boolean> = { upper: true, lower: true };
  readonly opacity: Record<Jaw, number> = { upper: 1, lower: 1 };
  fits = 0;
  disposed = false;
  hasUserMoved = false;

  setModel(id: string, jaw: Jaw, geometry: BufferGeometry | null): void {
    if (geometry) this.models.set(id, { jaw, geometry });
    else this.models.delete(id);
  }
  setJawVisible(jaw: Jaw, visible: boolean): void {
    this.visible[jaw] = visible;
  }
  setJawOpacity(jaw: Jaw, opacity: number): void {
    this.opacity[jaw] = opacity;
  }
  fitView(): void {
    this.fits++;
  }
  renderNow(): void {}
  dispose(): void {
    this.disposed = true;
  }

  /** How many triangles model `id` shows (tells the fixtures apart). */
  triangles(id: string): number | null {
    const geometry = this.models.get(id)?.geometry;
    return geometry ? geometry.getAttribute('position').count / 3 : null;
  }
}
