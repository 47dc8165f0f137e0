import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES, TAIL_BYTES, type ContentSample } from './content-check';

/** Raised inside a pipeline when more bytes arrive than allowed; nothing past the limit is passed on. */
export class MeterLimitError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`more than ${limit} bytes`);
    this.limit = limit;
  }
}

/**
 * A pass-through that counts bytes, hashes them (SHA-256) and keeps the first and last bytes for the content check,
 * with memory that does not grow with the file.
 */
export class StreamMeter extends Transform {
  bytes = 0;
  readonly #hash: Hash = createHash('sha256');
  readonly #maxBytes: number;
  #head: Buffer[] = [];
  #headLength = 0;
  #tail: Buffer = Buffer.alloc(0);

  constructor(options: { maxBytes: number }) {
    super();
    this.#maxBytes = options.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.#maxBytes) return done(new MeterLimitError(this.#maxBytes));
    this.#hash.update(chunk);
    if (this.#headLength < HEAD_BYTES) {
      const take = chunk.subarray(0, HEAD_BYTES - this.#headLength);
      this.#head.push(Buffer.from(take));
      this.#headLength += take.length;
    }
    this.#tail =
      chunk.length >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(chunk.length - TAIL_BYTES))
        : Buffer.concat([this.#tail, chunk]).subarray(-TAIL_BYTES);
    done(null, chunk);
  }

  /** Hex SHA-256 of everything that passed; call once, after the pipeline finished. */
  digest(): string {
    return this.#hash.digest('hex');
  }

  sample(): ContentSample {
    return { head: Buffer.concat(this.#head), tail: this.#tail, size: this.bytes };
  }
}
