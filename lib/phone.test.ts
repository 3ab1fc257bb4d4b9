import { describe, expect, it } from 'vitest';
import { displayPhone, isE164, machinePhone, storedPhone } from './phone';

describe('storedPhone: E.164 where the number reads in the row country', () => {
  it.each([
    ['UK landline', '0113 496 0123', 'United Kingdom', '+441134960123'],
    ['UK mobile', '07911 123456', 'GB', '+447911123456'],
    ['London, international form', '+44 20 3422 0221', 'United Kingdom', '+442034220221'],
    ['London, national form', '020 7946 0329', undefined, '+442079460329'],
    ['Cardiff', '029 2018 0168', 'UK', '+442920180168'],
    ['US', '(205) 322-4444', 'United States', '+12053224444'],
    ['Swiss', '044 251 23 45', 'Switzerland', '+41442512345'],
    ['a +code beats the row country', '+41 44 251 23 45', 'United Kingdom', '+41442512345'],
    [
      "Ofcom's drama range (well-formed, unallocated)",
      '01632 960123',
      'United Kingdom',
      '+441632960123',
    ],
    ['drama range with +44', '+44 115 496 0123', 'United Kingdom', '+441154960123'],
  ])('%s', (_label, typed, country, e164) => {
    expect(storedPhone(typed, country)).toBe(e164);
    expect(isE164(storedPhone(typed, country))).toBe(true);
  });

  it('keeps an unparseable number as typed', () => {
    expect(storedPhone(' 12345 ', 'United Kingdom')).toBe('12345');
    expect(storedPhone('0800 CALL-NOW', 'United Kingdom')).toBe('0800 CALL-NOW');
    expect(storedPhone('0113 496 01', 'United Kingdom')).toBe('0113 496 01');
    expect(storedPhone('call us', 'United Kingdom')).toBe('call us');
    expect(isE164('12345')).toBe(false);
  });

  it('reads a US number as US only with the row country', () => {
    expect(storedPhone('(205) 322-4444', 'United Kingdom')).toBe('(205) 322-4444');
  });
});

describe('displayPhone', () => {
  it('shows national format in the business country and dials E.164', () => {
    expect(displayPhone('+442034220221', 'United Kingdom')).toEqual({
      text: '020 3422 0221',
      href: 'tel:+442034220221',
      e164: '+442034220221',
    });
    expect(displayPhone('+447911123456', null).text).toBe('07911 123456');
    expect(displayPhone('+447400123456', 'United Kingdom').text).toBe('07400 123456');
    expect(displayPhone('+441134960123', 'GB').text).toBe('0113 496 0123');
    expect(displayPhone('+12053224444', 'United States').text).toBe('(205) 322-4444');
    expect(displayPhone('+41442512345', 'Switzerland').text).toBe('044 251 23 45');
  });

  it('shows a number of another country internationally', () => {
    expect(displayPhone('+41442512345', 'United Kingdom').text).toBe('+41 44 251 23 45');
  });

  it('formats rows stored as typed before numbers were normalised', () => {
    expect(displayPhone('+44 20 3422 0221', 'United Kingdom').text).toBe('020 3422 0221');
    expect(displayPhone('020 7946 0329', null).href).toBe('tel:+442079460329');
  });

  it('shows an unparseable number as stored, dialling its digits', () => {
    expect(displayPhone('12345', 'United Kingdom')).toEqual({
      text: '12345',
      href: 'tel:12345',
      e164: null,
    });
  });

  it('gives machines E.164, or the text when it does not read', () => {
    expect(machinePhone('020 7946 0329', 'United Kingdom')).toBe('+442079460329');
    expect(machinePhone('12345', 'United Kingdom')).toBe('12345');
  });
});

describe('displayPhone: parsed once per number and country', () => {
  it('gives the same display for a number shown twice, and tells countries apart', () => {
    const first = displayPhone('020 7946 0329', 'United Kingdom');
    expect(displayPhone('020 7946 0329', 'United Kingdom')).toBe(first);
    expect(displayPhone('020 7946 0329', 'United States')).not.toBe(first);
    expect(displayPhone('020 7946 0329', null).text).toBe('020 7946 0329');
  });
});
