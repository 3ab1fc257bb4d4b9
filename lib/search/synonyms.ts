// Applied to the query only and reviewed by hand: docs/search.md, "UK words".

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

export type Synonym = { term: string; target: string };

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
  .sort((a, b) => b.keys.length - a.keys.length);

/** Words split at spaces, hyphens and punctuation, so "off-licence" and "Off Licences" both match. */
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
