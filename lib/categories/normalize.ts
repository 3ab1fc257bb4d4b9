/**
 * Text folding for category matching. Exports hold the same category in many spellings
 * ("Take Away", "takeaway", "Café", "Bar & Grill", "Sushi-Restaurant") and, outside English,
 * in other scripts; folding them to one plain form lets one table entry and one keyword cover
 * them all.
 */

/**
 * Serbian Cyrillic to Serbian Latin (Gaj's alphabet, diacritics then dropped), plus the few
 * Russian/Ukrainian letters Serbian lacks. Serbian is written in both scripts, so the Latin
 * spelling is a real one ("Ветеринар" -> "veterinar") and matches the Latin keywords.
 */
// prettier-ignore
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i',
  ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
  й: 'j', ё: 'e', ы: 'y', э: 'e', ю: 'ju', я: 'ja', щ: 'sc', ь: '', ъ: '',
  і: 'i', ї: 'i', є: 'e', ґ: 'g',
};

/** Latin letters that Unicode decomposition leaves alone but readers treat as plain letters. */
// prettier-ignore
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'dj', ł: 'l', þ: 'th', ð: 'd', ı: 'i',
};

/**
 * Lower case, Cyrillic transliterated, accents dropped, "&" read as "and", apostrophes dropped,
 * every other non-alphanumeric run turned into one space, trimmed. Scripts without a transliteration here
 * (Greek, CJK, Arabic …) fold to nothing, which the taxonomy sends to the fallback group.
 */
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

/** Trimmed, with inner runs of whitespace (including non-breaking spaces) collapsed to one. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
