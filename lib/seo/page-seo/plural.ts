const IRREGULAR: [singular: string, plural: string][] = [
  ['woman', 'women'],
  ['man', 'men'],
  ['person', 'people'],
  ['child', 'children'],
];

// Mass nouns and words already plural: "Catering in Leeds" reads right as it is.
const UNCHANGED = /(?:ing|ware|wear|care|equipment|furniture|clothing|s)$/i;

function pluraliseWord(word: string): string {
  const irregular = IRREGULAR.find(([singular]) => word.toLowerCase().endsWith(singular));
  if (irregular) return word.slice(0, word.length - irregular[0].length) + irregular[1];
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Only the last word changes; group names are headings already and never come here. */
export function pluraliseCategory(name: string): string {
  const trimmed = name.trim();
  const match = /^(.*?)([A-Za-z]+)$/.exec(trimmed);
  if (!match) return trimmed;
  const [, head = '', last = ''] = match;
  if (UNCHANGED.test(last)) return trimmed;
  return head + pluraliseWord(last);
}
