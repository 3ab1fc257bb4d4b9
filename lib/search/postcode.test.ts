import { describe, expect, it } from 'vitest';
import { findPostcodeIn, parsePostcodeQuery } from './postcode';

describe('parsePostcodeQuery', () => {
  it('reads a full postcode in any spacing or case', () => {
    const expected = {
      kind: 'postcode',
      area: 'LS',
      district: 'LS6',
      postcode: 'LS6 2AB',
      compact: 'LS62AB',
    };
    expect(parsePostcodeQuery('LS6 2AB')).toEqual(expected);
    expect(parsePostcodeQuery(' ls62ab ')).toEqual(expected);
    expect(parsePostcodeQuery('SW1A 1AA')).toMatchObject({ district: 'SW1A', area: 'SW' });
    expect(parsePostcodeQuery('L1 8JQ')).toMatchObject({ district: 'L1', area: 'L' });
  });

  it('reads districts, keeping L1 apart from L15', () => {
    expect(parsePostcodeQuery('LS6')).toEqual({ kind: 'district', area: 'LS', district: 'LS6' });
    expect(parsePostcodeQuery('l1')).toEqual({ kind: 'district', area: 'L', district: 'L1' });
    expect(parsePostcodeQuery('L15')).toEqual({ kind: 'district', area: 'L', district: 'L15' });
    expect(parsePostcodeQuery('EC1V')).toEqual({ kind: 'district', area: 'EC', district: 'EC1V' });
  });

  it('reads one or two letters as an area', () => {
    expect(parsePostcodeQuery('LS')).toEqual({ kind: 'area', area: 'LS' });
    expect(parsePostcodeQuery(' l ')).toEqual({ kind: 'area', area: 'L' });
  });

  it('leaves town names and other countries’ codes alone', () => {
    for (const text of ['Leeds', 'York', 'Bath', '35203', '11000', 'L S D', 'LS6 2A', ''])
      expect(parsePostcodeQuery(text)).toBeNull();
  });
});

describe('findPostcodeIn', () => {
  it('finds the postcode part of a longer location', () => {
    expect(findPostcodeIn('Leeds LS6')).toMatchObject({ kind: 'district', district: 'LS6' });
    expect(findPostcodeIn('Headingley, LS6 2AB')).toMatchObject({ compact: 'LS62AB' });
    expect(findPostcodeIn('West Yorkshire')).toBeNull();
    expect(findPostcodeIn('Stoke-on-Trent')).toBeNull();
  });
});
