/**
 * A parsed model as plain typed arrays: what the parse worker transfers to the page, which wraps them in a
 * BufferGeometry without copying. Triangles are non-indexed unless `index` is set. Without `normals` the model is
 * drawn flat-shaded (the facet normals come from the triangles in the shader), which is what an STL's facet normals
 * would give: so an STL carries positions only. `box` bounds the model (from a sample of the vertices for an STL:
 * enough to frame the camera).
 */
export type ParsedMesh = {
  positions: Float32Array;
  normals: Float32Array | null;
  /** Per-vertex RGB, linear, when the file carries colours (PLY scans often do): floats 0..1, or integers to normalize. */
  colors: Float32Array | Uint8Array | Uint16Array | null;
  index: Uint32Array | null;
  triangleCount: number;
  box: { min: [number, number, number]; max: [number, number, number] };
};

/** Why a model could not be shown; the viewer says each in the user's language. */
export type ModelErrorCode = 'unsupported' | 'malformed' | 'empty' | 'network' | 'unavailable' | 'failed';

export class ModelLoadError extends Error {
  readonly code: ModelErrorCode;
  constructor(code: ModelErrorCode, detail: string) {
    super(detail);
    this.name = 'ModelLoadError';
    this.code = code;
  }
}

/** The buffers a parsed mesh is made of, to hand over to the page instead of copying them. */
export function transferablesOf(mesh: ParsedMesh): ArrayBuffer[] {
  const arrays = [mesh.positions, mesh.normals, mesh.colors, mesh.index].filter((array) => array !== null);
  return arrays.map((array) => array.buffer as ArrayBuffer);
}

/** The bounding box of `positions` (xyz triples), from every `stride`-th vertex. */
export function boundsOf(positions: Float32Array, stride = 1): ParsedMesh['box'] {
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  for (let i = 0; i + 2 < positions.length; i += 3 * stride) {
    const x = positions[i]!,
      y = positions[i + 1]!,
      z = positions[i + 2]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  return { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] };
}
