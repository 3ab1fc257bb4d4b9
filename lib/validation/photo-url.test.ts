import { describe, expect, it } from 'vitest';
import { businessInputSchema } from './business';
import { isSafePhotoUrl, safePhotos } from './photo-url';

const base = { name: 'Photo Test', category: 'Plumber', placeId: 'ChIJphoto', openingHours: null };

describe('photo URL rule', () => {
  it('takes absolute https URLs and the app’s own images', () => {
    for (const url of [
      'https://lh5.googleusercontent.com/p/AF1Qip=w800-h500-k-no',
      'https://images.example.com/aire-valley.jpg?size=large#top',
      '/images/demo/photo-1.svg',
      '/images/categories/home-services.svg',
    ])
      expect(isSafePhotoUrl(url), url).toBe(true);
  });

  it('refuses off-site tricks, API paths, http and other schemes', () => {
    for (const url of [
      '/\\evil.example/pixel.png',
      '\\\\evil.example/pixel.png',
      '//evil.example/pixel.png',
      '/api/admin/export',
      '/API/admin/export',
      '/images/../api/admin/export',
      '/images/./demo.svg',
      '/images//evil.example/x.png',
      '/%61pi/admin/export',
      '/favicon.ico',
      'https://directory.example/api/admin/export',
      'https://directory.example/%61pi/admin/export',
      'https://evil.example\\@directory.example/x.png',
      'https://user:pass@evil.example/x.png',
      'http://images.example.com/a.jpg',
      'https:/evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://images.example.com/a b.jpg',
      `https://images.example.com/${'a'.repeat(2_000)}.jpg`,
      '',
    ])
      expect(isSafePhotoUrl(url), url).toBe(false);
  });

  it('keeps only the safe photos of a stored row', () => {
    expect(
      safePhotos(['/api/admin/export', '/images/demo/photo-2.svg', '/\\evil.example/p.png']),
    ).toEqual(['/images/demo/photo-2.svg']);
  });

  it('is the rule of the import and edit schema', () => {
    const bad = businessInputSchema.safeParse({ ...base, photos: ['/\\evil.example/pixel.png'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/https URL or an image of this site/);
    const good = businessInputSchema.parse({ ...base, photos: ['/images/demo/photo-1.svg'] });
    expect(good.photos).toEqual(['/images/demo/photo-1.svg']);
  });
});
