import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

function cache(maxWeight: number) {
  const evicted: string[] = [];
  const lru = new LruCache<{ name: string; bytes: number }>(
    maxWeight,
    (value) => value.bytes,
    (value) => evicted.push(value.name),
  );
  const put = (name: string, bytes: number) => lru.set(name, { name, bytes });
  return { lru, evicted, put };
}

describe('LruCache', () => {
  it('evicts the least recently used entries once over its weight, freeing them', () => {
    const { lru, evicted, put } = cache(100);
    put('a', 40);
    put('b', 40);
    expect(lru.get('a')?.name).toBe('a');
    put('c', 40);
    expect(evicted).toEqual(['b']);
    expect([lru.has('a'), lru.has('b'), lru.has('c')]).toEqual([true, false, true]);
    expect(lru.weight).toBe(80);
  });

  it('never evicts a pinned entry, and catches up when it is unpinned', () => {
    const { lru, evicted, put } = cache(100);
    lru.pin('a');
    put('a', 90);
    put('b', 50);
    expect(evicted).toEqual(['b']);
    lru.pin('c');
    put('c', 30);
    expect(lru.weight).toBe(120);
    lru.unpin('a');
    expect(evicted).toEqual(['b', 'a']);
    expect(lru.weight).toBe(30);
  });

  it('counts pins', () => {
    const { lru, evicted, put } = cache(10);
    lru.pin('a');
    lru.pin('a');
    put('a', 20);
    lru.unpin('a');
    expect(lru.isPinned('a')).toBe(true);
    expect(evicted).toEqual([]);
    lru.unpin('a');
    expect(evicted).toEqual(['a']);
  });

  it('frees a replaced value and everything on clear', () => {
    const { lru, evicted, put } = cache(100);
    put('a', 10);
    put('a', 20);
    put('b', 5);
    expect(lru.weight).toBe(25);
    lru.pin('b');
    lru.clear();
    expect(evicted).toEqual(['a', 'a', 'b']);
    expect(lru.size).toBe(0);
    expect(lru.weight).toBe(0);
  });
});
