import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './initials';

describe('initialOf', () => {
  it.each([
    ['Leeds', 'L'],
    ['aberdeen', 'A'],
    ['Évian', 'E'],
    ['Zürich', 'Z'],
    ['Београд', '#'],
    ['10 Downing', '#'],
  ])('%s -> %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});

describe('groupByInitial', () => {
  it('groups A to Z, sorted within each letter, with # last', () => {
    const names = ['Leeds', 'Bath', 'london', 'Београд', 'Belfast', 'Aberdeen'];
    expect(groupByInitial(names, (n) => n)).toEqual([
      { initial: 'A', items: ['Aberdeen'] },
      { initial: 'B', items: ['Bath', 'Belfast'] },
      { initial: 'L', items: ['Leeds', 'london'] },
      { initial: '#', items: ['Београд'] },
    ]);
  });
});
