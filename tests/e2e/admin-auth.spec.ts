import { expect, test } from '@playwright/test';
import { ADMIN, checkAuthStatus, expectToast, logIn } from './admin-fixtures';

test('logging in through the form shows the toasts and opens the panel', async ({ page }) => {
  await page.goto('/admin-login');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  await expect(username).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('required', '');

  await username.fill(ADMIN.username);
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login failed', 'Invalid credentials. Please try again.');
  await expect(page).toHaveURL(/\/admin-login$/);

  await password.fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful', 'Welcome to the admin panel');
  await expect(page).toHaveURL(/\/admin-panel$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  expect(await checkAuthStatus(page)).toBe(200);
});

test('/admin shows the same login, and Cancel goes home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the panel logged out lands on /admin-login with the toast', async ({ page, context }) => {
  for (const path of ['/admin-panel', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-login\?auth=required$/);
    await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
  }
  // A cookie that merely exists passes the proxy; the page itself checks the session.
  await context.addCookies(
    ['next-auth.session-token', '__Secure-next-auth.session-token'].map((name) => ({
      name,
      value: 'forged',
      domain: 'localhost',
      path: '/',
      secure: true,
    })),
  );
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin-login\?auth=required$/);
});

test('the session cookie is httpOnly, SameSite=Lax, and only on the admin paths', async ({
  page,
  context,
}) => {
  await logIn(page);
  const cookies = (await context.cookies()).filter((c) => c.name.endsWith('session-token'));
  expect(cookies.map((c) => c.path).sort()).toEqual(['/admin', '/admin-panel', '/api/admin']);
  for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // A public page's requests do not carry it, so the ad script's page has none in reach.
  const [request] = await Promise.all([page.waitForRequest('**/about'), page.goto('/about')]);
  expect(await request.headerValue('cookie')).toBeNull();
});

test('the tabs follow the arrow keys and keep the active tab in the URL', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin-panel');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
  await tab('Dashboard').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=businesses$/);
  await expect(tab('Businesses')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Businesses')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\?tab=reports$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=dashboard$/);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?tab=reports$/);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'admin-tab-reports');
});

test('logout ends the session', async ({ page, context }) => {
  await logIn(page);
  await page.goto('/admin/dashboard');
  const tokens = (await context.cookies()).filter((c) => c.name.endsWith('session-token'));
  expect(tokens).toHaveLength(3);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await checkAuthStatus(page)).toBe(401);

  // Even a copy of the old cookie no longer opens anything.
  await context.addCookies(tokens);
  expect(await checkAuthStatus(page)).toBe(401);
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin-login/);
});
