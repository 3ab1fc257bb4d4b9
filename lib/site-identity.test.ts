import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_EMAIL, resolveSiteIdentity, type IdentitySettings } from './site-identity';

const production = (settings: Partial<IdentitySettings>) =>
  resolveSiteIdentity({ production: true, SITE_NAME: 'Leeds Finder', ...settings });
const development = (settings: Partial<IdentitySettings>) =>
  resolveSiteIdentity({ production: false, SITE_NAME: 'Leeds Finder', ...settings });

describe('resolveSiteIdentity', () => {
  it('takes the name, e-mail, phone and social links from the settings', () => {
    const identity = production({
      CONTACT_EMAIL: ' hello@leedsfinder.co.uk ',
      CONTACT_PHONE: '0113 496 0123',
      SOCIAL_LINKS:
        'https://www.facebook.com/leedsfinder, https://x.com/leedsfinder https://www.instagram.com/leedsfinder/',
    });
    expect(identity).toEqual({
      name: 'Leeds Finder',
      email: 'hello@leedsfinder.co.uk',
      phone: { text: '0113 496 0123', href: 'tel:+441134960123', e164: '+441134960123' },
      social: [
        { network: 'Facebook', url: 'https://www.facebook.com/leedsfinder' },
        { network: 'X', url: 'https://x.com/leedsfinder' },
        { network: 'Instagram', url: 'https://www.instagram.com/leedsfinder/' },
      ],
      problems: [],
      notes: [],
    });
  });

  it('refuses a missing e-mail in production, saying so, and keeps going', () => {
    const identity = production({});
    expect(identity.email).toBeNull();
    expect(identity.problems).toEqual([
      'CONTACT_EMAIL is not set: the site shows no contact address.',
    ]);
  });

  it.each([PLACEHOLDER_EMAIL, 'info@example.com', 'me@shop.example', 'a@example.org'])(
    'refuses the placeholder %s in production',
    (email) => {
      const identity = production({ CONTACT_EMAIL: email });
      expect(identity.email).toBeNull();
      expect(identity.problems[0]).toContain('is a placeholder');
    },
  );

  it('refuses text that is no e-mail address in any mode', () => {
    expect(development({ CONTACT_EMAIL: 'not-an-address' }).email).toBeNull();
    expect(production({ CONTACT_EMAIL: 'not-an-address' }).problems[0]).toContain(
      'is not an e-mail address',
    );
  });

  it('falls back to the placeholder in development, with a note', () => {
    const identity = development({});
    expect(identity.email).toBe(PLACEHOLDER_EMAIL);
    expect(identity.problems).toEqual([]);
    expect(identity.notes[0]).toContain('CONTACT_EMAIL is not set');
    expect(development({ CONTACT_EMAIL: 'hello@shop.example' }).email).toBe('hello@shop.example');
  });

  it('shows no phone unless one is set, and refuses the placeholder number in production', () => {
    expect(production({ CONTACT_EMAIL: 'a@b.co.uk' }).phone).toBeNull();
    const refused = production({ CONTACT_EMAIL: 'a@b.co.uk', CONTACT_PHONE: '020 7946 0000' });
    expect(refused.phone).toBeNull();
    expect(refused.problems).toEqual([
      'CONTACT_PHONE "020 7946 0000" is the placeholder number: the site shows none.',
    ]);
    expect(development({ CONTACT_PHONE: '020 7946 0000' }).phone?.text).toBe('020 7946 0000');
    expect(production({ CONTACT_PHONE: 'call us' }).problems).toContain(
      'CONTACT_PHONE "call us" is not a phone number: the site shows none.',
    );
  });

  it('skips social links that are not https links to a known network, one by one', () => {
    const identity = production({
      CONTACT_EMAIL: 'a@b.co.uk',
      SOCIAL_LINKS:
        'http://facebook.com/x,https://evil.example/x,https://www.linkedin.com/company/x',
    });
    expect(identity.social).toEqual([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/x' },
    ]);
    expect(identity.problems).toHaveLength(2);
  });
});

describe('env: SITE_URL and identity variables', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('follows PORT when SITE_URL is unset', async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '4123');
    vi.resetModules();
    const { env } = await import('@/lib/env');
    expect(env.SITE_URL).toBe('http://localhost:4123');
  });

  it('keeps an explicit SITE_URL, without a trailing slash, and defaults the name', async () => {
    vi.stubEnv('SITE_URL', 'https://directory.example.co.uk/');
    vi.stubEnv('SITE_NAME', '');
    vi.resetModules();
    const { env } = await import('@/lib/env');
    expect(env.SITE_URL).toBe('https://directory.example.co.uk');
    expect(env.SITE_NAME).toBe('UK Business Directory');
  });

  it('feeds SITE from the environment', async () => {
    vi.stubEnv('SITE_NAME', 'Leeds Finder');
    vi.stubEnv('CONTACT_EMAIL', 'hello@leedsfinder.co.uk');
    vi.resetModules();
    const { SITE } = await import('@/lib/site');
    expect(SITE.name).toBe('Leeds Finder');
    expect(SITE.email).toBe('hello@leedsfinder.co.uk');
  });
});
