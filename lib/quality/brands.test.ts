import { describe, expect, it } from 'vitest';
import { brandDomain, brandName, normaliseWebsite } from './brands';

describe('normaliseWebsite', () => {
  it('lower-cases scheme and host, drops www., tracking parameters and the fragment', () => {
    expect(
      normaliseWebsite('HTTPS://WWW.Tesco.CO.UK/Stores/Leeds?utm_source=gmb&store=12&gclid=x#map'),
    ).toBe('https://tesco.co.uk/Stores/Leeds?store=12');
    expect(normaliseWebsite('http://www.instagram.com/x?igshid=abc')).toBe(
      'http://instagram.com/x',
    );
  });

  it('reads a bare host as https and refuses what is no web address', () => {
    expect(normaliseWebsite('www.greggs.co.uk')).toBe('https://greggs.co.uk/');
    expect(normaliseWebsite('mailto:info@greggs.co.uk')).toBeNull();
    expect(normaliseWebsite('ftp://greggs.co.uk')).toBeNull();
    expect(normaliseWebsite('   ')).toBeNull();
  });
});

describe('brandDomain', () => {
  it('is the registrable domain whatever the scheme, case, www. or path', () => {
    const same = [
      'https://www.greggs.co.uk/shops/leeds',
      'HTTP://GREGGS.CO.UK',
      'greggs.co.uk/?utm_campaign=maps',
      'https://shop.greggs.co.uk/',
      'https://www2.greggs.co.uk',
    ];
    for (const website of same) expect(brandDomain(website)).toBe('greggs.co.uk');
  });

  it('knows multi-label public suffixes: co.uk and org.uk are no brands', () => {
    expect(brandDomain('https://leeds.nhs.uk.myclinic.org.uk')).toBe('myclinic.org.uk');
    expect(brandDomain('https://www.bbc.co.uk/news')).toBe('bbc.co.uk');
    expect(brandDomain('https://co.uk')).toBeNull();
    expect(brandDomain('https://mysite.org.uk')).toBe('mysite.org.uk');
  });

  it('gives no brand to shared platforms: social networks, link-in-bio, directories', () => {
    for (const website of [
      'https://www.instagram.com/longwai_zurich',
      'https://instagram.com/zyri.ch?igshid=dGVz',
      'https://www.facebook.com/restaurantcorallo',
      'https://m.facebook.com/p/x',
      'https://linktr.ee/joes',
      'https://yellow.local.ch/d/F5W67fSY2LUCEiRH4ASy8w',
      'https://sites.google.com/view/joes-plumbing',
      'https://business.google.com/website/joes',
      'https://www.yell.com/biz/joes-leeds-123/',
    ]) {
      expect(brandDomain(website), website).toBeNull();
    }
  });

  it("keys a site builder's subdomain as its own site, and the bare builder host as none", () => {
    expect(brandDomain('https://joesplumbing.wixsite.com/home')).toBe('joesplumbing.wixsite.com');
    expect(brandDomain('https://www.joes.wixsite.com/')).toBe('joes.wixsite.com');
    expect(brandDomain('https://en.joes.wixsite.com/')).toBe('joes.wixsite.com');
    expect(brandDomain('https://joes-plumbing.business.site')).toBe('joes-plumbing.business.site');
    expect(brandDomain('https://bobs.godaddysites.com')).toBe('bobs.godaddysites.com');
    expect(brandDomain('https://bobs.webflow.io')).toBe('bobs.webflow.io');
    expect(brandDomain('https://bobs.squarespace.com')).toBe('bobs.squarespace.com');
    // Two customers of one builder are two sites, not one chain.
    expect(brandDomain('https://a.wixsite.com/x')).not.toBe(brandDomain('https://b.wixsite.com/x'));
    // Hosts the public-suffix list marks as shared (github.io, netlify.app) work the same way.
    expect(brandDomain('https://joes.github.io/site')).toBe('joes.github.io');
    expect(brandDomain('https://joes.netlify.app')).toBe('joes.netlify.app');
    for (const bare of [
      'https://www.wixsite.com',
      'https://squarespace.com/',
      'https://www.wix.com/joes',
      'https://github.io',
    ]) {
      expect(brandDomain(bare), bare).toBeNull();
    }
  });

  it('a builder-like name on an ordinary domain is that domain', () => {
    expect(brandDomain('https://wixsite.com.greggs.co.uk')).toBe('greggs.co.uk');
    expect(brandDomain('https://notwixsite.com')).toBe('notwixsite.com');
  });

  it('gives no brand to IPs, placeholders, reserved names and garbage', () => {
    for (const website of [
      null,
      undefined,
      '',
      'http://192.168.1.10/',
      'https://www.example.com/b/1',
      'https://www.example.co.uk/12',
      'http://shop.test',
      'http://localhost:3000',
      'not a url at all',
      'mailto:info@greggs.co.uk',
    ]) {
      expect(brandDomain(website), String(website)).toBeNull();
    }
  });
});

describe('brandName', () => {
  it('is the most common name when at least half the branches carry it', () => {
    expect(
      brandName(
        [
          { name: "McDonald's", count: 4 },
          { name: "McDonald's Bahnhofstrasse", count: 1 },
        ],
        'mcdonalds.ch',
      ),
    ).toBe("McDonald's");
  });

  it('is the words every name starts with when names differ', () => {
    expect(
      brandName(
        [
          { name: 'Hiltl Sihlpost', count: 1 },
          { name: 'hiltl Dachterrasse', count: 1 },
          { name: 'Hiltl - Vegetarian Restaurant', count: 1 },
        ],
        'hiltl.ch',
      ),
    ).toBe('Hiltl Sihlpost'.split(' ')[0]);
  });

  it('is the domain when the names share nothing', () => {
    expect(
      brandName(
        [
          { name: 'Kronenhalle', count: 1 },
          { name: 'Widder Bar', count: 1 },
          { name: 'Storchen', count: 1 },
        ],
        'bindella.ch',
      ),
    ).toBe('bindella.ch');
    expect(brandName([], 'x.ch')).toBe('x.ch');
  });
});
