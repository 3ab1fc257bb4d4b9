import { describe, expect, it } from 'vitest';
import { finalLocation } from './redirect-location';

describe('a redirect leaves with one Location', () => {
  it('keeps the first of a Location sent twice', () => {
    expect(finalLocation(['/details/x', '/details/x'], 308, '/business/1')).toBe('/details/x');
    expect(finalLocation(['/admin-login', '/admin-login'], 307, '/admin-panel')).toBe(
      '/admin-login',
    );
  });

  it("carries the request's query onto a permanent redirect within the site", () => {
    expect(finalLocation('/details/x', 308, '/details/old?utm_source=a&b=1')).toBe(
      '/details/x?utm_source=a&b=1',
    );
    expect(finalLocation(['/details/x', '/details/x'], 308, '/business/1?ref=y')).toBe(
      '/details/x?ref=y',
    );
  });

  it('leaves a query of its own, another site, and temporary redirects alone', () => {
    expect(finalLocation('/details/x?a=1', 308, '/details/old?b=2')).toBe('/details/x?a=1');
    expect(finalLocation('//evil.example/x', 308, '/details/old?b=2')).toBe('//evil.example/x');
    expect(finalLocation('https://example.com/x', 308, '/old?b=2')).toBe('https://example.com/x');
    expect(finalLocation('/admin-login', 307, '/admin-panel?tab=x')).toBe('/admin-login');
    expect(finalLocation('/details/x', 308, '/details/old')).toBe('/details/x');
    expect(finalLocation(undefined, 308, '/details/old?b=2')).toBeUndefined();
  });
});
