import { describe, expect, it } from 'vitest';
import { memoiseByText } from '@/lib/memoise';

describe('memoiseByText', () => {
  it('computes each distinct text once', () => {
    const seen: string[] = [];
    const upper = memoiseByText((text) => (seen.push(text), text.toUpperCase()));
    expect(['a', 'b', 'a', 'a', 'b'].map(upper)).toEqual(['A', 'B', 'A', 'A', 'B']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('remembers empty results too', () => {
    let calls = 0;
    const empty = memoiseByText(() => (calls++, ''));
    empty('x');
    empty('x');
    expect(calls).toBe(1);
  });

  it('at its bound forgets the least recently used text, not everything', () => {
    const seen: string[] = [];
    const same = memoiseByText((text) => (seen.push(text), text), 2);
    for (const text of ['a', 'b', 'a', 'c', 'a', 'b']) same(text);
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });
});
