import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { businessRegion } from '@/lib/geo/country-code';

// "max" metadata: import decides E.164 or "kept as typed" by full validation (number ranges,
// not just lengths); pages run on the server only, so its size never reaches a browser.

/**
 * A number that reads: valid in the metadata, or of a possible length when written with its
 * +code or trunk 0 (Ofcom's drama ranges such as 01632 960xxx, and ranges allocated after
 * the metadata, are well-formed but not "valid"). A possible length alone is not enough: in
 * the UK "(205) 322-4444" has one.
 */
function parseValid(text: string, country: string | null | undefined): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(text, businessRegion(country));
  if (!parsed) return undefined;
  if (parsed.isValid()) return parsed;
  const written = /^\s*(?:\+|\(?0)/.test(text);
  return written && parsed.isPossible() && !parsed.nationalNumber.startsWith('0')
    ? parsed
    : undefined;
}

/**
 * The stored form: E.164 ("+442079460329") when the text reads as a number (in the row's
 * country unless it has its own +code), else the text as typed (trimmed).
 */
export function storedPhone(text: string, country: string | null | undefined): string {
  const trimmed = text.trim();
  return parseValid(trimmed, country)?.number ?? trimmed;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** Whether a stored phone is E.164, i.e. was read as a valid number. */
export function isE164(phone: string): boolean {
  return E164.test(phone);
}

export type PhoneDisplay = {
  /** National format in the business's own country ("020 7946 0329"), else international. */
  text: string;
  /** `tel:` in E.164; digits only for a number that could not be read. */
  href: string;
  /** E.164, or null when the stored text is not a valid number. */
  e164: string | null;
};

/**
 * How a stored phone is shown. It parses at read, so rows stored before numbers were kept as
 * E.164 show the same as new ones.
 */
export function displayPhone(phone: string, country: string | null | undefined): PhoneDisplay {
  const parsed = parseValid(phone, country);
  if (!parsed)
    return { text: phone.trim(), href: `tel:${phone.replace(/[^\d+]/g, '')}`, e164: null };
  // By calling code: Jersey, Guernsey and Man numbers are national (+44) numbers in the UK.
  const home = parsed.countryCallingCode === getCountryCallingCode(businessRegion(country));
  return {
    text: home ? parsed.formatNational() : parsed.formatInternational(),
    href: `tel:${parsed.number}`,
    e164: parsed.number,
  };
}

/** For machines (JSON-LD, meta tags): E.164 when the number reads, else the stored text. */
export function machinePhone(phone: string, country: string | null | undefined): string {
  return displayPhone(phone, country).e164 ?? phone;
}
