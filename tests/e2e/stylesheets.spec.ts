import { expect, test, type Page } from '@playwright/test';
import { logIn } from './admin-fixtures';

/**
 * The class names the page's stylesheets give rules to, and the class names its elements
 * carry. Tailwind escapes the punctuation of a utility's name in its selector (`.sm\:px-6`).
 */
function readStyling(page: Page) {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            styled.add(name!.replace(/\\(.)/g, '$1'));
          }
        }
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
    );
    return { styled: [...styled], used: [...used] };
  });
}

const unstyled = ({ styled, used }: { styled: string[]; used: string[] }) =>
  used.filter((name) => !styled.includes(name));

test('public pages load no admin utilities, and every class on them and on the admin screens has its rule', async ({
  page,
}) => {
  const publicPaths = ['/', '/businesses', '/city/london', '/about'];
  let publicStyled: string[] = [];
  for (const path of publicPaths) {
    await page.goto(path);
    const styling = await readStyling(page);
    expect(unstyled(styling), path).toEqual([]);
    publicStyled = styling.styled;
  }

  await page.goto('/admin-login');
  expect(unstyled(await readStyling(page)), '/admin-login').toEqual([]);
  await logIn(page);
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const panel = await readStyling(page);
  expect(unstyled(panel), '/admin-panel').toEqual([]);

  // The admin's own utilities come with the admin screens, not with the site stylesheet.
  const adminOnly = panel.used.filter((name) => !publicStyled.includes(name));
  expect(adminOnly.length).toBeGreaterThan(0);
});
