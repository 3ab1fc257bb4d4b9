// One folded form lets one table entry or keyword cover every spelling and script.

/** Serbian is written in both scripts, so the Latin spelling is a real one and matches Latin keywords. */
// prettier-ignore
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i',
  ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
  й: 'j', ё: 'e', ы: 'y', э: 'e', ю: 'ju', я: 'ja', щ: 'sc', ь: '', ъ: '',
  і: 'i', ї: 'i', є: 'e', ґ: 'g',
};

// prettier-ignore
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'dj', ł: 'l', þ: 'th', ð: 'd', ı: 'i',
};

/** Scripts without a transliteration here fold to nothing, which sends them to the fallback group. */
export function foldCategoryText(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  let mapped = '';
  for (const char of lower) {
    mapped += CYRILLIC_TO_LATIN[char] ?? LATIN_SPECIALS[char] ?? char;
  }
  return (
    mapped
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      // Apostrophes join rather than split ("Children's" -> "childrens"), as in lib/slug.ts.
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
