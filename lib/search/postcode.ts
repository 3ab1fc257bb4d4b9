/** Postcode precision as typed; the database derives the same parts, so "LS" never matches Liverpool's L. */
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
  if (AREA.test(compact) && /^\s*[A-Za-z]{1,2}\s*$/.test(text))
    return { kind: 'area', area: compact };
  return null;
}

export function findPostcodeIn(text: string): PostcodeQuery | null {
  const match = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)(?:\s*([0-9][A-Z]{2}))?\b/i.exec(text);
  return match ? parsePostcodeQuery(match[0]) : null;
}
