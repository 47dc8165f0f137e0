import {
  Box3,
  Color,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  Mesh,
  MeshPhongMaterial,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
  type BufferGeometry,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { Jaw } from './types';

/** The viewer cannot draw: the device or browser offers no WebGL 2. */
export class WebGLUnavailableError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'WebGLUnavailableError';
  }
}

/** The imperative side of the viewer: React holds it in a ref and tells it what to show. */
export type ModelSceneApi = {
  /** Shows `geometry` as model `id` of `jaw`, or removes the model (null). The geometry stays the caller's. */
  setModel(id: string, jaw: Jaw, geometry: BufferGeometry | null): void;
  setJawVisible(jaw: Jaw, visible: boolean): void;
  setJawOpacity(jaw: Jaw, opacity: number): void;
  /** Frames the visible models (the 'reset view' button). */
  fitView(): void;
  /** True once the user has orbited, zoomed or panned. */
  readonly hasUserMoved: boolean;
  /** Draws at once (the benchmark's first frame); otherwise drawing waits for the next animation frame. */
  renderNow(): void;
  dispose(): void;
};

const JAW_COLOURS: Record<Jaw, number> = { upper: 0xf4ecdf, lower: 0xe9dccb };
const BACKGROUND = 0xf1f5f9;
/** Looking at the front of the teeth, a little from above. */
const VIEW_DIRECTION = new Vector3(0, 0.25, 1).normalize();
const FIT_MARGIN = 1.15;

/** Creates the scene in `host` (a canvas filling it); throws WebGLUnavailableError without WebGL 2. */
export function createModelScene(host: HTMLElement): ModelSceneApi {
  return new ModelScene(host);
}

class ModelScene implements ModelSceneApi {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private readonly resizeObserver: ResizeObserver;
  private readonly meshes = new Map<string, { jaw: Jaw; mesh: Mesh<BufferGeometry, MeshPhongMaterial> }>();
  private readonly jawState: Record<Jaw, { visible: boolean; opacity: number }> = {
    upper: { visible: true, opacity: 1 },
    lower: { visible: true, opacity: 1 },
  };
  private frame = 0;
  private userMoved = false;

  private readonly host: HTMLElement;

  constructor(host: HTMLElement) {
    this.host = host;
    this.renderer = createRenderer();
    const canvas = this.renderer.domElement;
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.touchAction = 'none';
    canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(canvas);
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.scene.background = new Color(BACKGROUND);
    this.scene.add(new HemisphereLight(0xffffff, 0x7a8190, 1.1));
    const headlight = new DirectionalLight(0xffffff, 2.2);
    headlight.position.set(0.3, 0.6, 1);
    this.camera.add(headlight);
    this.scene.add(this.camera);
    // One finger (or the left button) orbits, two fingers pinch to zoom and pan, the wheel zooms, right button pans.
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.screenSpacePanning = true;
    this.controls.addEventListener('change', this.requestRender);
    this.controls.addEventListener('start', () => (this.userMoved = true));
    canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
    canvas.addEventListener('webglcontextrestored', this.requestRender);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    this.resize();
  }

  get hasUserMoved(): boolean {
    return this.userMoved;
  }

  setModel(id: string, jaw: Jaw, geometry: BufferGeometry | null): void {
    const current = this.meshes.get(id);
    if (current && current.mesh.geometry === geometry && current.jaw === jaw) return;
    if (current) {
      this.scene.remove(current.mesh);
      current.mesh.material.dispose();
      this.meshes.delete(id);
    }
    if (geometry) {
      const mesh = new Mesh(geometry, createMaterial(jaw, geometry));
      // The bounds of a large STL come from a sample of its vertices: never cull on them.
      mesh.frustumCulled = false;
      this.meshes.set(id, { jaw, mesh });
      this.applyJaw(jaw);
      this.scene.add(mesh);
    }
    this.requestRender();
  }

  setJawVisible(jaw: Jaw, visible: boolean): void {
    this.jawState[jaw].visible = visible;
    this.applyJaw(jaw);
    this.requestRender();
  }

  setJawOpacity(jaw: Jaw, opacity: number): void {
    this.jawState[jaw].opacity = Math.min(1, Math.max(0, opacity));
    this.applyJaw(jaw);
    this.requestRender();
  }

  fitView(): void {
    const box = new Box3();
    for (const { mesh } of this.meshes.values())
      if (mesh.visible && mesh.geometry.boundingBox) box.union(mesh.geometry.boundingBox);
    if (box.isEmpty())
      for (const { mesh } of this.meshes.values()) if (mesh.geometry.boundingBox) box.union(mesh.geometry.boundingBox);
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new Sphere());
    const radius = Math.max(sphere.radius, 1e-3);
    const halfFov = (this.camera.fov * Math.PI) / 360;
    const halfFovX = Math.atan(Math.tan(halfFov) * this.camera.aspect);
    const distance = (FIT_MARGIN * radius) / Math.sin(Math.min(halfFov, halfFovX));
    this.camera.near = distance / 100;
    this.camera.far = distance * 100;
    this.camera.position.copy(sphere.center).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.up.set(0, 1, 0);
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(sphere.center);
    this.controls.minDistance = radius / 20;
    this.controls.maxDistance = distance * 10;
    this.controls.update();
    this.requestRender();
  }

  renderNow(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.renderer.render(this.scene, this.camera);
  }

  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = -1;
    this.resizeObserver.disconnect();
    this.controls.dispose();
    for (const { mesh } of this.meshes.values()) mesh.material.dispose();
    this.meshes.clear();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  /** Drawing happens on demand: after a change, once per animation frame, and while the controls glide to a stop. */
  private readonly requestRender = (): void => {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.controls.update();
      this.renderer.render(this.scene, this.camera);
    });
  };

  private resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  private applyJaw(jaw: Jaw): void {
    const { visible, opacity } = this.jawState[jaw];
    for (const entry of this.meshes.values()) {
      if (entry.jaw !== jaw) continue;
      const material = entry.mesh.material;
      entry.mesh.visible = visible && opacity > 0;
      const transparent = opacity < 1;
      if (material.transparent !== transparent) material.needsUpdate = true;
      material.transparent = transparent;
      material.opacity = opacity;
      material.depthWrite = !transparent;
    }
  }
}

function createRenderer(): WebGLRenderer {
  try {
    return new WebGLRenderer({ antialias: true, powerPreference: 'high-performance' });
  } catch (error) {
    throw new WebGLUnavailableError(String(error));
  }
}

/** Without normals (an STL) the facets are shaded flat from the triangles; a PLY scan's colours are kept. */
function createMaterial(jaw: Jaw, geometry: BufferGeometry): MeshPhongMaterial {
  const hasColours = Boolean(geometry.getAttribute('color'));
  return new MeshPhongMaterial({
    color: hasColours ? 0xffffff : JAW_COLOURS[jaw],
    vertexColors: hasColours,
    flatShading: !geometry.getAttribute('normal'),
    specular: 0x222222,
    shininess: 25,
    side: DoubleSide,
  });
}
