import type { BufferGeometry, Mesh } from 'three';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { boundsOf, ModelLoadError, type ParsedMesh } from './parsed-mesh';
import { joinArrays } from './join-arrays';

const OBJ_KEYWORDS = /^(v|vn|vt|vp|f|l|p|o|g|s|usemtl|mtllib|cstype|deg|curv|surf|parm|end)$/;
const LINES_CHECKED = 200;

/** A Wavefront OBJ through three's OBJLoader (it needs no DOM); every mesh in the file is drawn as one model. */
export function parseObj(buffer: ArrayBuffer): ParsedMesh {
  const text = new TextDecoder().decode(buffer);
  assertLooksLikeObj(text);
  const meshes: Mesh[] = [];
  new OBJLoader().parse(text).traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh);
  });
  const geometries = meshes
    .map((mesh) => mesh.geometry as BufferGeometry)
    .filter((geometry) => geometry.getAttribute('position')?.count > 0);
  if (geometries.length === 0) throw new ModelLoadError('empty', 'The OBJ file holds no faces');
  const arrays = (name: string) =>
    geometries.map((geometry) => geometry.getAttribute(name)?.array as Float32Array | undefined);
  const positions = joinArrays(arrays('position'));
  if (!positions) throw new ModelLoadError('empty', 'The OBJ file holds no faces');
  return {
    positions,
    normals: joinArrays(arrays('normal')),
    colors: joinArrays(arrays('color')),
    index: null,
    triangleCount: positions.length / 9,
    box: boundsOf(positions),
  };
}

/** Binary or foreign text would make OBJLoader warn once per line and find nothing: refuse it up front. */
function assertLooksLikeObj(text: string): void {
  if (text.slice(0, 4096).includes('\0')) throw new ModelLoadError('malformed', 'Not a valid OBJ file: it is binary');
  let checked = 0;
  for (const line of text.split('\n', LINES_CHECKED * 4)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const keyword = trimmed.split(/\s/, 1)[0]!;
    if (!OBJ_KEYWORDS.test(keyword))
      throw new ModelLoadError('malformed', `Not a valid OBJ file: unexpected "${keyword.slice(0, 20)}"`);
    if (++checked >= LINES_CHECKED) return;
  }
}
