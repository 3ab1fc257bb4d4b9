/**
 * What a visitor typed as a UK postcode, at the precision they typed it: a full postcode
 * ("LS6 2AB"), a district ("LS6") or an area ("LS"). The database derives the same parts from
 * each business's zip code (uk_postcode_district / uk_postcode_area in the search migration),
 * so "LS" matches only the LS area (not Liverpool's L) and "L1" only L1 (not L15).
 */
export type PostcodeQuery =
  | { kind: 'postcode'; area: string; district: string; postcode: string; compact: string }
  | { kind: 'district'; area: string; district: string }
  | { kind: 'area'; area: string };

const FULL = /^([A-Z]{1,2})([0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;
const DISTRICT = /^([A-Z]{1,2})([0-9][A-Z0-9]?)$/;
const AREA = /^[A-Z]{1,2}$/;

export function parsePostcodeQuery(text: string): PostcodeQuery | null {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const full = FULL.exec(compact);
  if (full) {
    const [, area, rest, inward] = full as unknown as [string, string, string, string];
    const district = area + rest;
    return { kind: 'postcode', area, district, postcode: `${district} ${inward}`, compact };
  }
  const district = DISTRICT.exec(compact);
  if (district) return { kind: 'district', area: district[1]!, district: compact };
  // Only two letters at most and nothing else typed: "LS", not "Leeds" or "L S D".
  if (AREA.test(compact) && /^\s*[A-Za-z]{1,2}\s*$/.test(text))
    return { kind: 'area', area: compact };
  return null;
}

/**
 * A postcode or district inside a longer location ("Leeds LS6", "Headingley, LS6 2AB"): the
 * most precise part of what was typed.
 */
export function findPostcodeIn(text: string): PostcodeQuery | null {
  const match = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)(?:\s*([0-9][A-Z]{2}))?\b/i.exec(text);
  return match ? parsePostcodeQuery(match[0]) : null;
}
