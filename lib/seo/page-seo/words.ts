export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function article(word: string): string {
  const first = word.split(/\s/)[0] ?? '';
  const initialism = first.length > 1 && first === first.toUpperCase();
  const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return vowelSound ? 'an' : 'a';
}

const PROPER_FIRST_WORD =
  /^(?:[A-Z0-9]{2,}|African|American|Asian|Bangladeshi|British|Caribbean|Chinese|English|European|French|Greek|Indian|Irish|Italian|Japanese|Korean|Lebanese|Mediterranean|Mexican|Middle|Nepalese|Pakistani|Persian|Polish|Portuguese|Scottish|Spanish|Thai|Turkish|Vietnamese|Welsh)\b/;

export function midSentence(category: string): string {
  if (PROPER_FIRST_WORD.test(category)) return category;
  return category.charAt(0).toLowerCase() + category.slice(1);
}
