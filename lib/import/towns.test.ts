import { describe, expect, it } from 'vitest';
import { districtTown, looksLikePostcode, ukOutcode } from './towns';

describe('looksLikePostcode', () => {
  it.each(['7JR', 'NP4', '2A16', 'SW1A 1AA', 'ec1a1bb', 'LS6', '35203', 'W1'])(
    '%s is a code',
    (text) => expect(looksLikePostcode(text)).toBe(true),
  );
  it.each(['London', 'Leeds', 'Stoke-on-Trent', 'Birmingham', 'Bath', 'Zürich', 'St Albans'])(
    '%s is a town',
    (text) => expect(looksLikePostcode(text)).toBe(false),
  );
});

describe('ukOutcode', () => {
  it('reads the outward code in any spacing', () => {
    expect(ukOutcode('ls6 2ab')).toBe('LS6');
    expect(ukOutcode('WC2R 0RL')).toBe('WC2R');
    expect(ukOutcode('NP4')).toBe('NP4');
    expect(ukOutcode('35203')).toBeUndefined();
  });
});

describe('districtTown', () => {
  it('keeps a single town', () =>
    expect(districtTown({ outcode: 'AB10', town: 'Aberdeen', region: 'Aberdeen City' })).toBe(
      'Aberdeen',
    ));
  it('uses the region for big-city districts without a town', () => {
    expect(districtTown({ outcode: 'B1', town: null, region: 'Birmingham' })).toBe('Birmingham');
    expect(districtTown({ outcode: 'LS6', town: null, region: 'Leeds' })).toBe('Leeds');
  });
  it('uses the region for a list of neighbourhoods', () =>
    expect(
      districtTown({
        outcode: 'EH10',
        town: 'Morningside, Braid Hill and Swanston',
        region: 'City of Edinburgh',
      }),
    ).toBe('Edinburgh'));
  it('files London districts under London', () => {
    expect(districtTown({ outcode: 'SE1', town: 'Camberwell', region: 'Greater London' })).toBe(
      'London',
    );
    expect(districtTown({ outcode: 'WC2R', town: null, region: 'Westminster' })).toBe('London');
  });
});
