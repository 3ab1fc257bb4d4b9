// The pages' side of the identity settings: rendered on the server as `next start` would.
import { createElement } from 'react';
// Loaded before any test stubs NODE_ENV=production: the pages are compiled for the dev runtime.
import 'react/jsx-dev-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function contactPage() {
  vi.resetModules();
  const { default: ContactPage } = await import('@/app/(site)/contact/page');
  return renderToStaticMarkup(createElement(ContactPage));
}

describe('contact page', () => {
  it('says contact details are not configured when production refuses CONTACT_EMAIL', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('CONTACT_EMAIL', 'hello@ukbusinessdirectory.example');
    const html = await contactPage();
    expect(html).toContain('Contact details are not configured yet.');
    expect(html).not.toContain('mailto:');
  });

  it('links the configured address', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('CONTACT_EMAIL', 'hello@leedsfinder.co.uk');
    vi.stubEnv('SITE_NAME', 'Leeds Finder');
    const html = await contactPage();
    expect(html).toContain('href="mailto:hello@leedsfinder.co.uk"');
    expect(html).toContain('Leeds Finder is a directory');
  });
});

describe('Organization JSON-LD', () => {
  it('carries the identity settings, phone in E.164', async () => {
    vi.stubEnv('SITE_URL', 'https://leedsfinder.co.uk');
    vi.stubEnv('SITE_NAME', 'Leeds Finder');
    vi.stubEnv('CONTACT_EMAIL', 'hello@leedsfinder.co.uk');
    vi.stubEnv('CONTACT_PHONE', '0113 496 0123');
    vi.stubEnv('SOCIAL_LINKS', 'https://www.facebook.com/leedsfinder');
    vi.resetModules();
    const { organization } = await import('@/lib/seo/structured-data');
    expect(organization()).toMatchObject({
      '@type': 'Organization',
      name: 'Leeds Finder',
      url: 'https://leedsfinder.co.uk/',
      email: 'hello@leedsfinder.co.uk',
      telephone: '+441134960123',
      sameAs: ['https://www.facebook.com/leedsfinder'],
      contactPoint: { '@type': 'ContactPoint', email: 'hello@leedsfinder.co.uk' },
    });
  });

  it('leaves out refused contact details', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('CONTACT_EMAIL', '');
    vi.stubEnv('CONTACT_PHONE', '');
    vi.resetModules();
    const { organization } = await import('@/lib/seo/structured-data');
    const data = organization();
    expect(data.email).toBeUndefined();
    expect(data.contactPoint).toBeUndefined();
  });
});
