// Everyday British words for a service and the Google Maps category words the imported
// businesses carry (lib/categories/google-categories.ts), applied to the query only: "chippy"
// also finds "Fish & chips restaurant", "sparky" an "Electrician". A query keeps its own words
// as the other alternative, so a "Hairdresser" is still found when "hairdresser" is typed.
// Reviewed by hand (docs/search.md, "UK words"); each entry is tested in synonyms.test.ts.

/** British term (lower case, words as typed) -> the category words it stands for. */
export const UK_SYNONYMS: Readonly<Record<string, string>> = {
  chippy: 'fish and chips',
  'chip shop': 'fish and chips',
  'attic conversion': 'loft conversion',
  gp: 'doctor',
  'gp surgery': 'doctor',
  'doctors surgery': 'doctor',
  'petrol station': 'gas station',
  'filling station': 'gas station',
  hairdresser: 'hair salon',
  sparky: 'electrician',
  sparkie: 'electrician',
  joiner: 'carpenter',
  'off licence': 'liquor store',
  offie: 'liquor store',
  chemist: 'pharmacy',
  'estate agent': 'real estate agency',
  'letting agent': 'property management',
  solicitor: 'lawyer',
  'car park': 'parking lot',
  cinema: 'movie theater',
  removals: 'moving company',
  'removal firm': 'moving company',
  tyre: 'tire',
  optician: 'optometrist',
  vet: 'veterinarian',
  creche: 'day care',
  childminder: 'child care',
  chiropodist: 'podiatrist',
  physio: 'physical therapist',
  decorator: 'painter',
  builder: 'general contractor',
  'double glazing': 'window installation',
  'gas engineer': 'heating contractor',
  'boiler engineer': 'heating contractor',
  'corner shop': 'convenience store',
  newsagent: 'convenience store',
  supermarket: 'grocery store',
  pub: 'bar',
  boozer: 'bar',
  caff: 'cafe',
  launderette: 'laundromat',
  minicab: 'taxi',
  'car hire': 'car rental',
  'van hire': 'van rental',
  ironmonger: 'hardware store',
  'diy shop': 'hardware store',
  undertaker: 'funeral home',
  'funeral director': 'funeral home',
  'kitchen fitter': 'kitchen remodeler',
  'bathroom fitter': 'bathroom remodeler',
  roofer: 'roofing contractor',
  'dog groomer': 'pet groomer',
};

/** A British term found in a query, with the words of the category it stands for. */
export type Synonym = { term: string; target: string };

/**
 * Words compared without case, accents, a possessive or a plural "s", and with "ie" and "y"
 * alike ("Chippies" = "chippy", "sparkie" = "sparky").
 */
function wordKey(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s?$/, '')
    .replace(/(?<=[^s])s$/, '')
    .replace(/ie$/, 'y');
}

const ENTRIES = Object.entries(UK_SYNONYMS)
  .map(([term, target]) => ({ term, target, keys: term.split(' ').map(wordKey) }))
  // Longest first: "gp surgery" before "gp".
  .sort((a, b) => b.keys.length - a.keys.length);

/**
 * The British terms in a query and the words left over, in order. Words split at spaces,
 * hyphens and punctuation, so "off-licence" and "Off Licences" are both the term.
 */
export function findSynonyms(text: string): { rest: string; synonyms: Synonym[] } {
  const words = text.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);
  const keys = words.map(wordKey);
  const rest: string[] = [];
  const synonyms: Synonym[] = [];
  for (let i = 0; i < words.length;) {
    const entry = ENTRIES.find(({ keys: termKeys }) =>
      termKeys.every((key, j) => keys[i + j] === key),
    );
    if (entry) {
      synonyms.push({
        term: words.slice(i, i + entry.keys.length).join(' '),
        target: entry.target,
      });
      i += entry.keys.length;
    } else {
      rest.push(words[i]!);
      i += 1;
    }
  }
  return { rest: synonyms.length ? rest.join(' ') : text, synonyms };
}
