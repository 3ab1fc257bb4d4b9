export type ParsedAddress = { city?: string; postcode?: string; country?: string };

// Outward code then inward code; the space is optional in scrapes.
const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s?(\d[ABD-HJLNP-UW-Z]{2})\b/i;

const UK_COUNTRY =
  /^(?:uk|u\.k\.|united kingdom|great britain|gb|england|scotland|wales|northern ireland)$/i;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/** Google's UK format: the town is the postcode's segment, or the one before a lone postcode. */
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

/** Elsewhere the town is the segment holding the sheet's postcode, or a last segment of words only. */
export function parseAddress(
  address: string,
  known: { postcode?: string; country?: string } = {},
): ParsedAddress {
  const uk = parseUkAddress(address);
  if (uk.postcode || uk.country) return uk;
  const { segments } = splitSegments(address, known.country);
  const postcode = known.postcode?.trim();
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
