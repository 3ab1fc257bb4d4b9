// Applied to the query only and reviewed by hand: docs/search.md, "UK words".

/** A British term and the Google category word for the same thing; each pair is read both ways. */

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
  // British and American names that Google's categories carry side by side.
  takeaway: 'takeout',
  'take away': 'takeout',
  centre: 'center',
  theatre: 'theater',
  'rubbish removal': 'junk removal',
  'day nursery': 'day care',
};

/** Other names Google's categories give the same trade, read as its group too. */
const SAME_AS: Readonly<Record<string, string>> = {
  attorney: 'lawyer',
  'law firm': 'lawyer',
  'drug store': 'pharmacy',
};

/** Every name of one thing, the Google category word first: any of them finds all (both ways). */
export const EQUIVALENT_GROUPS: ReadonlyMap<string, readonly string[]> = (() => {
  const groups = new Map<string, string[]>();
  for (const [term, target] of [...Object.entries(UK_SYNONYMS), ...Object.entries(SAME_AS)]) {
    groups.set(target, [...(groups.get(target) ?? [target]), term]);
  }
  return groups;
})();

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

const ENTRIES = [...EQUIVALENT_GROUPS]
  .flatMap(([target, terms]) => terms.map((term) => ({ term, target })))
  .map(({ term, target }) => ({ term, target, keys: term.split(' ').map(wordKey) }))
  .sort((a, b) => b.keys.length - a.keys.length);

/** `target` names the group (EQUIVALENT_GROUPS). Words split at spaces, hyphens and punctuation, so "off-licence" and "Off Licences" both match. */
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
