/**
 * A least-recently-used cache bounded by weight (bytes, say). Pinned entries (on screen) are never evicted; the
 * cache may then weigh more than its bound until they are unpinned. `onEvict` frees what an entry holds.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private readonly pins = new Map<string, number>();
  private total = 0;

  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;
  private readonly onEvict: (value: V) => void;

  constructor(maxWeight: number, weigh: (value: V) => number, onEvict: (value: V) => void = () => {}) {
    this.maxWeight = maxWeight;
    this.weigh = weigh;
    this.onEvict = onEvict;
  }

  get weight(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight });
    this.total += weight;
    this.evict();
  }

  /** Keeps `key` from eviction until as many `unpin` calls; a key may be pinned before its value arrives. */
  pin(key: string): void {
    this.pins.set(key, (this.pins.get(key) ?? 0) + 1);
  }

  unpin(key: string): void {
    const count = (this.pins.get(key) ?? 0) - 1;
    if (count > 0) this.pins.set(key, count);
    else this.pins.delete(key);
    this.evict();
  }

  isPinned(key: string): boolean {
    return this.pins.has(key);
  }

  /** Empties the cache, freeing every value, pinned or not. */
  clear(): void {
    for (const key of [...this.entries.keys()]) this.remove(key);
    this.pins.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
    this.onEvict(entry.value);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxWeight) return;
      if (!this.pins.has(key)) this.remove(key);
    }
  }
}
