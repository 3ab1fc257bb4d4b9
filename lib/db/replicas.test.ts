import { describe, expect, it } from 'vitest';
import { lsnValue } from './replicas';

describe('lsnValue', () => {
  it('orders WAL positions across the 32-bit boundary', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0')).toBeGreaterThan(lsnValue('0/FFFFFFFF'));
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
  });
});
