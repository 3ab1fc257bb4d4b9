import { describe, expect, it } from 'vitest';
import { collapseWhitespace, foldCategoryText } from './normalize';

describe('foldCategoryText', () => {
  it('lower-cases and reduces punctuation and whitespace to single spaces', () => {
    expect(foldCategoryText('  Sushi-Restaurant ')).toBe('sushi restaurant');
    expect(foldCategoryText('Handyman/Handywoman/Handyperson')).toBe(
      'handyman handywoman handyperson',
    );
    expect(foldCategoryText('Food-Court')).toBe('food court');
  });

  it('reads "&" as "and" and joins across apostrophes', () => {
    expect(foldCategoryText('Bar & Grill')).toBe('bar and grill');
    expect(foldCategoryText("Children's amusement center")).toBe('childrens amusement center');
    expect(foldCategoryText('Farmers’ market')).toBe('farmers market');
  });

  it('drops accents and spells out letters that do not decompose', () => {
    expect(foldCategoryText('Café')).toBe('cafe');
    expect(foldCategoryText('Bäckerei')).toBe('backerei');
    expect(foldCategoryText('Gaststätte')).toBe('gaststatte');
    expect(foldCategoryText('Straße')).toBe('strasse');
    expect(foldCategoryText('Osoba koja uređuje kućne ljubimce')).toBe(
      'osoba koja uredjuje kucne ljubimce',
    );
  });

  it('transliterates Serbian Cyrillic to Latin', () => {
    expect(foldCategoryText('Ветеринар')).toBe('veterinar');
    expect(foldCategoryText('Продавница за кућне љубимце')).toBe('prodavnica za kucne ljubimce');
    expect(foldCategoryText('Фризер за кућне љубимце')).toBe('frizer za kucne ljubimce');
    expect(foldCategoryText('Џем Ђорђе Њива')).toBe('dzem djordje njiva');
  });

  it('folds text in scripts it cannot read to nothing', () => {
    expect(foldCategoryText('餐厅')).toBe('');
    expect(foldCategoryText('Εστιατόριο')).toBe('');
  });
});

describe('collapseWhitespace', () => {
  it('trims and collapses runs of any whitespace', () => {
    expect(collapseWhitespace('  Hair \t\n salon\u00a0 ')).toBe('Hair salon');
  });
});
