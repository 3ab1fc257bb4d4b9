import { searchBusinesses } from '@/lib/search/search-businesses';
const LONDON = { lat: 51.5074, lng: -0.1278 };
const now = Date.UTC(2026, 10, 25, 14, 0);
const shapes = [
  ['open+offset980', { radiusKm: 100, openAt: now, offset: 980 }],
  ['distance+open', { radiusKm: 100, sort: 'distance', openAt: now }],
  ['8 words', { radiusKm: 100, q: 'best local services shop ltd restaurant cafe repair' }],
  ['rating+5000', { sort: 'rating', offset: 5000 }],
] as const;
async function main() {
  for (let run = 0; run < 4; run++) {
    for (const [i, [name, q]] of shapes.entries()) {
      const near = { lat: LONDON.lat + i * 0.011, lng: LONDON.lng + run * 0.0043 + 0.2 };
      const t = performance.now();
      const r = await searchBusinesses({ limit: 20, offset: 0, ...q, near } as never);
      console.log(run, name, Math.round(performance.now() - t), 'ms', r.totalCount);
    }
  }
  process.exit(0);
}
main();
