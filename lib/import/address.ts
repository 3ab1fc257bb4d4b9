/** What a one-line address gives away when the sheet has no city / postcode / country column. */
export type ParsedAddress = { city?: string; postcode?: string; country?: string };

// Outward code (SW1A, M1, B33, EC1A) then inward code (1AA); the space is optional in scrapes.
const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s?(\d[ABD-HJLNP-UW-Z]{2})\b/i;

const UK_COUNTRY =
  /^(?:uk|u\.k\.|united kingdom|great britain|gb|england|scotland|wales|northern ireland)$/i;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The segment without the postcode, when what is left reads as a place name. */
function placeBeside(segment: string, postcode: RegExp | string): string | undefined {
  const rest = clean(segment.replace(postcode, ' ')).replace(/^[-,\s]+|[-,\s]+$/g, '');
  return /\p{L}/u.test(rest) && !/^\d/.test(rest) ? rest : undefined;
}

function splitSegments(address: string, country: string | undefined) {
  const segments = address.split(',').map(clean).filter(Boolean);
  const last = segments.at(-1);
  const countryWord =
    last && (UK_COUNTRY.test(last) || last.toLowerCase() === country?.toLowerCase())
      ? segments.pop()
      : undefined;
  return { segments, countryWord };
}

/**
 * Reads a UK address as Google formats it ("5 Stoney St, London SE1 9AA, United Kingdom"):
 * the town is the segment holding the postcode, or the segment before it when the postcode
 * stands alone ("…, Leeds, LS1 4AB"). Returns {} for text that is not a UK address.
 */
export function parseUkAddress(address: string): ParsedAddress {
  const { segments, countryWord } = splitSegments(address, undefined);
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    const match = UK_POSTCODE.exec(segment);
    if (!match) continue;
    const postcode = `${match[1]} ${match[2]}`.toUpperCase();
    const previous = i > 0 ? segments[i - 1] : undefined;
    const city =
      placeBeside(segment, match[0]) ?? (previous && i > 1 ? placeBeside(previous, '') : undefined);
    return { city, postcode, country: 'United Kingdom' };
  }
  // No postcode: "12 High St, Oxford, UK" still names its town before the country.
  if (countryWord && segments.length >= 2) {
    return { city: placeBeside(segments.at(-1)!, ''), country: 'United Kingdom' };
  }
  return countryWord ? { country: 'United Kingdom' } : {};
}

/**
 * The UK reading first; otherwise, for other countries' exports, the town is the segment
 * holding the postcode from the sheet's own column ("Cetinjska 9, Beograd 11000", "Seestrasse
 * 3, 8002 Zürich") or, without one, a last segment that is only words ("Katićeva 4, Beograd").
 */
export function parseAddress(
  address: string,
  known: { postcode?: string; country?: string } = {},
): ParsedAddress {
  const uk = parseUkAddress(address);
  if (uk.postcode || uk.country) return uk;
  const { segments } = splitSegments(address, known.country);
  const postcode = known.postcode?.trim();
  // The street segment comes first; a town is never the only segment.
  for (let i = segments.length - 1; postcode && i >= 1; i--) {
    const segment = segments[i]!;
    if (segment.includes(postcode)) {
      const city = placeBeside(segment, postcode);
      return city ? { city } : {};
    }
  }
  const last = segments.at(-1);
  return segments.length >= 2 && last && !/\d/.test(last) ? { city: placeBeside(last, '') } : {};
}
