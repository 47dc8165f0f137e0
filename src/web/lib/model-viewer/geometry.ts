import { Box3, BufferAttribute, BufferGeometry, Sphere, Vector3 } from 'three';
import type { ParsedMesh } from './parsed-mesh';

/** Wraps a parsed mesh's arrays in a BufferGeometry, without copying them and without another pass over them. */
export function buildGeometry(mesh: ParsedMesh): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(mesh.positions, 3));
  if (mesh.normals) geometry.setAttribute('normal', new BufferAttribute(mesh.normals, 3));
  if (mesh.colors)
    geometry.setAttribute('color', new BufferAttribute(mesh.colors, 3, !(mesh.colors instanceof Float32Array)));
  if (mesh.index) geometry.setIndex(new BufferAttribute(mesh.index, 1));
  geometry.boundingBox = new Box3(new Vector3(...mesh.box.min), new Vector3(...mesh.box.max));
  geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  return geometry;
}

/** The bytes a geometry's arrays hold (what the cache weighs). */
export function geometryBytes(geometry: BufferGeometry): number {
  let bytes = geometry.index?.array.byteLength ?? 0;
  for (const attribute of Object.values(geometry.attributes)) bytes += attribute.array.byteLength;
  return bytes;
}
