import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { businessRegion } from '@/lib/geo/country-code';
import { memoiseByText } from '@/lib/memoise';

// "max" metadata validates number ranges; it runs on the server only, so its size never reaches a browser.

/** Valid, or a possible length with its +code or trunk 0 (drama ranges and newer ranges are not "valid"). */
function parseValid(text: string, country: string | null | undefined): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(text, businessRegion(country));
  if (!parsed) return undefined;
  if (parsed.isValid()) return parsed;
  const written = /^\s*(?:\+|\(?0)/.test(text);
  return written && parsed.isPossible() && !parsed.nationalNumber.startsWith('0')
    ? parsed
    : undefined;
}

export function storedPhone(text: string, country: string | null | undefined): string {
  const trimmed = text.trim();
  return parseValid(trimmed, country)?.number ?? trimmed;
}

const E164 = /^\+[1-9]\d{6,14}$/;

export function isE164(phone: string): boolean {
  return E164.test(phone);
}

export type PhoneDisplay = {
  text: string;
  href: string;
  e164: string | null;
};

// A page shows one number in several places (card, call button, JSON-LD, meta): parsed once.
const displayPhoneOf = memoiseByText((key: string): PhoneDisplay => {
  const cut = key.indexOf('\u0000');
  const [country, phone] = [key.slice(0, cut), key.slice(cut + 1)];
  const parsed = parseValid(phone, country || null);
  if (!parsed)
    return { text: phone.trim(), href: `tel:${phone.replace(/[^\d+]/g, '')}`, e164: null };
  // By calling code: Jersey, Guernsey and Man numbers are national (+44) numbers in the UK.
  const home = parsed.countryCallingCode === getCountryCallingCode(businessRegion(country || null));
  return {
    text: home ? parsed.formatNational() : parsed.formatInternational(),
    href: `tel:${parsed.number}`,
    e164: parsed.number,
  };
}, 5_000);

/** Parsed at read, so rows stored before numbers were kept as E.164 show the same as new ones. */
export function displayPhone(phone: string, country: string | null | undefined): PhoneDisplay {
  return displayPhoneOf(`${country ?? ''}\u0000${phone}`);
}

export function machinePhone(phone: string, country: string | null | undefined): string {
  return displayPhone(phone, country).e164 ?? phone;
}
