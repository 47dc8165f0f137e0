import { parseStl, binaryStlTriangleCount } from './parse-stl';
import { parseObj } from './parse-obj';
import { parsePly } from './parse-ply';
import { ModelLoadError, type ParsedMesh } from './parsed-mesh';

export type ModelFormat = 'stl' | 'obj' | 'ply';

const EXTENSIONS: Record<string, ModelFormat> = { stl: 'stl', obj: 'obj', ply: 'ply' };

/** The file's format: from its extension, or else from its first bytes; null when it is none of the three. */
export function formatOf(fileName: string, buffer: ArrayBuffer): ModelFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  if (byName) return byName;
  const head = new TextDecoder().decode(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 256))).trimStart();
  if (head.startsWith('ply')) return 'ply';
  if (binaryStlTriangleCount(buffer) !== null || head.startsWith('solid')) return 'stl';
  if (/^(#|v |o |g |mtllib )/.test(head)) return 'obj';
  return null;
}

/** Parses a model file (STL binary or ASCII, OBJ, PLY) into typed arrays; throws a ModelLoadError. */
export function parseModel(buffer: ArrayBuffer, fileName: string): ParsedMesh {
  const format = formatOf(fileName, buffer);
  if (!format) throw new ModelLoadError('unsupported', `${fileName} is not an STL, OBJ or PLY file`);
  try {
    if (format === 'stl') return parseStl(buffer);
    return format === 'obj' ? parseObj(buffer) : parsePly(buffer);
  } catch (error) {
    if (error instanceof ModelLoadError) throw error;
    throw new ModelLoadError('malformed', `Not a valid ${format.toUpperCase()} file: ${String(error)}`);
  }
}
