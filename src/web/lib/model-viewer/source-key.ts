import type { ModelSource } from './types';

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 1;
/** The query parameters of a signed read link that change with every link to the same stored object. */
const SIGNATURE_PARAMS = ['expires', 'signature'];

/** What identifies a model's bytes: the same local file, or the same stored object whatever its link's signature. */
export function sourceKey(source: ModelSource): string {
  if (source.kind === 'blob') {
    let id = blobIds.get(source.blob);
    if (id === undefined) {
      id = nextBlobId++;
      blobIds.set(source.blob, id);
    }
    return `blob:${id}`;
  }
  const url = new URL(source.url, 'http://relative.invalid');
  for (const param of SIGNATURE_PARAMS) url.searchParams.delete(param);
  return `url:${url.origin === 'http://relative.invalid' ? '' : url.origin}${url.pathname}${url.search}`;
}
