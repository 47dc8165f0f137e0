import { PLYLoader } from 'three/addons/loaders/PLYLoader.js';
import { boundsOf, ModelLoadError, type ParsedMesh } from './parsed-mesh';

/**
 * A PLY file (ASCII or binary) through three's PLYLoader (it needs no DOM). Scanners write indexed meshes, often
 * with vertex colours and without normals: those get smooth vertex normals, as a scan should look.
 */
export function parsePly(buffer: ArrayBuffer): ParsedMesh {
  const head = new TextDecoder().decode(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 4)));
  if (!/^ply\s/.test(head)) throw new ModelLoadError('malformed', 'Not a valid PLY file: it does not start with "ply"');
  const geometry = new PLYLoader().parse(buffer);
  const position = geometry.getAttribute('position');
  const index = geometry.getIndex();
  // Without faces a PLY is a point cloud: nothing to draw as a surface.
  if (!position || !index || index.count < 3) throw new ModelLoadError('empty', 'The PLY file holds no faces');
  if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
  const positions = position.array as Float32Array;
  return {
    positions,
    normals: (geometry.getAttribute('normal')?.array as Float32Array | undefined) ?? null,
    colors: (geometry.getAttribute('color')?.array as ParsedMesh['colors'] | undefined) ?? null,
    index: index.array instanceof Uint32Array ? index.array : Uint32Array.from(index.array),
    triangleCount: Math.floor(index.count / 3),
    box: boundsOf(positions),
  };
}
