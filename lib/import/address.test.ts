import { describe, expect, it } from 'vitest';
import { parseAddress, parseUkAddress } from './address';

describe('parseUkAddress', () => {
  it('reads town, postcode and country from Google’s format', () => {
    expect(parseUkAddress('5 Stoney St, London SE1 9AA, United Kingdom')).toEqual({
      city: 'London',
      postcode: 'SE1 9AA',
      country: 'United Kingdom',
    });
    expect(parseUkAddress('10 Deansgate, Manchester M3 1AZ, UK')).toEqual({
      city: 'Manchester',
      postcode: 'M3 1AZ',
      country: 'United Kingdom',
    });
  });

  it('handles flats, a missing country and a postcode without its space', () => {
    expect(parseUkAddress('Flat 2, 14 High Street, Leeds LS14AB')).toEqual({
      city: 'Leeds',
      postcode: 'LS1 4AB',
      country: 'United Kingdom',
    });
  });

  it('takes the segment before a postcode that stands alone', () => {
    expect(parseUkAddress('1 Royal Mile, Edinburgh, EH1 1RE, Scotland').city).toBe('Edinburgh');
    expect(parseUkAddress('1 Royal Mile, EH1 1RE').city).toBeUndefined();
  });

  it('keeps two-word towns and London districts', () => {
    expect(parseUkAddress('3 Quay St, Milton Keynes MK9 2AB, United Kingdom').city).toBe(
      'Milton Keynes',
    );
    expect(parseUkAddress('12 Strand, London WC2N 5HR, UK').postcode).toBe('WC2N 5HR');
  });

  it('names the town before the country when there is no postcode', () => {
    expect(parseUkAddress('12 High St, Oxford, United Kingdom')).toEqual({
      city: 'Oxford',
      country: 'United Kingdom',
    });
  });

  it('returns nothing for addresses that are not British', () => {
    expect(parseUkAddress('240 W 37th St 5th Fl, New York, NY 10018')).toEqual({});
    expect(parseUkAddress('United Kingdom, London, edwerdian hotel')).toEqual({});
    expect(parseUkAddress('')).toEqual({});
  });
});

describe('parseAddress', () => {
  it('uses the postcode column for other countries', () => {
    expect(parseAddress('Cetinjska 9, Beograd 11000', { postcode: '11000' })).toEqual({
      city: 'Beograd',
    });
    expect(
      parseAddress('Seestrasse 3, 8002 Zürich, Switzerland', {
        postcode: '8002',
        country: 'Switzerland',
      }),
    ).toEqual({ city: 'Zürich' });
  });

  it('takes a last segment of words when there is no postcode', () => {
    expect(parseAddress('Katićeva 4, Beograd')).toEqual({ city: 'Beograd' });
    expect(parseAddress('RS, 11060, Ilije Garašanina 29, Beograd')).toEqual({ city: 'Beograd' });
  });

  it('does not take the street or a state code for the town', () => {
    expect(parseAddress('11000 Main St', { postcode: '11000' })).toEqual({});
    expect(parseAddress('Main St, 35233', { postcode: '35233' })).toEqual({});
    expect(parseAddress('Katićeva 4')).toEqual({});
    expect(parseAddress('240 W 37th St, New York, NY 10018')).toEqual({});
  });

  it('prefers the UK reading', () => {
    expect(
      parseAddress('5 Stoney St, London SE1 9AA, United Kingdom', { postcode: 'x' }).city,
    ).toBe('London');
  });
});
