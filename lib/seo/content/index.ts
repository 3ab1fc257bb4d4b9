import { bodyParagraphs } from './body';
import { readFacts, type SeoSource } from './facts';
import { seoDescription } from './meta-description';
import { seededRandom } from './random';
import { seoTitle } from './title';

export type { SeoSource } from './facts';
export { MIN_DESCRIPTION_WORDS } from './body';
export { MAX_TITLE_LENGTH } from './title';
export { META_DESCRIPTION_LENGTH } from './meta-description';

export type SeoContent = { seoTitle: string; seoDescription: string; description: string };

/** Each part draws from its own stream seeded by the place id, so a business always reads the same. */
export function descriptionParagraphs(source: SeoSource): string[][] {
  return bodyParagraphs(readFacts(source), seededRandom(`${source.placeId}:body`));
}

/** Built only from the business's own data. */
export function generateSeoContent(source: SeoSource): SeoContent {
  const facts = readFacts(source);
  return {
    seoTitle: seoTitle(facts, seededRandom(`${source.placeId}:title`)),
    seoDescription: seoDescription(facts, seededRandom(`${source.placeId}:meta`)),
    description: bodyParagraphs(facts, seededRandom(`${source.placeId}:body`))
      .map((paragraph) => paragraph.join(' '))
      .join('\n\n'),
  };
}
