// Towns from the shared UK outcode list (CC0, one row per postcode district with its
// locality, local authority and centre), read at generation time and never copied into the
// repository. Without the file, the hand-written list in uk-places.ts is used.
import { existsSync, readFileSync } from 'node:fs';
import type { Place } from './uk-places';

export const OUTCODES_CSV = '/work/shared/fixtures/uk-geo/gibbs_uk-postcodes_outcodes.csv';

const COUNTY_LIKE =
  /shire|Highland|Argyll|Galloway|Fife|Borders|Eilean|Kinross|County|Surrey|Tyneside|Lothian|Trafford|Thurrock/;

/** Splits one CSV line, honouring double-quoted fields ("Gorgie, Stenhouse and Sighthill"). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** One place per outcode, named as addresses write it (all of London is "London"). */
export function placesFromOutcodes(file = OUTCODES_CSV): Place[] | null {
  if (!existsSync(file)) return null;
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const columns = csvFields(header!);
  const at = (name: string) => columns.indexOf(name);
  const [outcode, latitude, longitude, town, region, ukRegion] = [
    'postcode',
    'latitude',
    'longitude',
    'town',
    'region',
    'uk_region',
  ].map(at) as [number, number, number, number, number, number];
  const places: Place[] = [];
  for (const line of lines) {
    const row = csvFields(line);
    const code = row[outcode]?.trim().toUpperCase();
    if (!code || !/^[A-Z]{1,2}\d[A-Z\d]?$/.test(code)) continue;
    const locality = row[town]?.trim();
    const authority = row[region]?.trim() ?? '';
    const london = row[ukRegion]?.trim() === 'London';
    // Without a locality, a county-sized authority ("Highland") is no town name.
    if (!london && !locality && (!authority || COUNTY_LIKE.test(authority))) continue;
    const name = london ? 'London' : locality || authority;
    const lat = Number(row[latitude]);
    const lng = Number(row[longitude]);
    places.push({
      town: name,
      county: london ? 'Greater London' : locality ? authority : row[ukRegion]!.trim(),
      districts: [code],
      ...(Number.isFinite(lat) && Number.isFinite(lng) && lat !== 0
        ? { latitude: lat, longitude: lng }
        : {}),
    });
  }
  return places.length ? places : null;
}
