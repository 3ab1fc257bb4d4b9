import { inSentence } from './language';

export type AboutSection = { section: string; items: string[] };

const MAX_SECTIONS = 8;
const MAX_ITEMS = 6;
const MAX_TEXT = 60;

const usable = (text: string) => text.trim().length > 0 && text.trim().length <= MAX_TEXT;

/** A false option says what the business does not offer, which the text leaves unsaid. */
export function readAbout(about: unknown): AboutSection[] {
  if (!about || typeof about !== 'object' || Array.isArray(about)) return [];
  const sections: AboutSection[] = [];
  for (const [section, value] of Object.entries(about)) {
    let items: string[] = [];
    if (Array.isArray(value)) {
      items = value.filter((item): item is string => typeof item === 'string');
    } else if (value && typeof value === 'object') {
      items = Object.entries(value)
        .filter(([, offered]) => offered === true)
        .map(([item]) => item);
    }
    items = [...new Set(items.filter(usable).map(inSentence))].slice(0, MAX_ITEMS);
    if (items.length > 0 && usable(section)) sections.push({ section: section.trim(), items });
    if (sections.length === MAX_SECTIONS) break;
  }
  return sections;
}
