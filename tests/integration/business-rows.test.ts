// The render's business read (lib/data/business-rows, plain pg) against real PostgreSQL: the same
// fields and DTOs as a Prisma read of the same rows, special hours from yesterday on, one statement.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { toBusinessDto } from '@/lib/data/business-dto';
import { businessDtos, businessRows } from '@/lib/data/business-rows';
import { toSpecialHours } from '@/lib/data/special-hours';
import { db } from '@/lib/db';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { fixture, loadFixtures } from './search-fixtures';

const NOW = new Date('2026-12-20T12:00:00Z');
let ids: Map<string, string>;

beforeAll(async () => {
  ids = await loadFixtures([
    fixture({ name: 'Plain Cafe', category: 'Cafe' }),
    fixture({
      name: 'Full Bistro',
      category: 'Bistro',
      openingHours: WEEKDAYS_9_TO_5,
      photos: ['https://example.com/a.jpg'],
      about: { Accessibility: { 'Wheelchair accessible entrance': true } },
    }),
  ]);
  // Every stored field set, so a column missing from the read shows as a difference.
  await db.business.update({
    where: { id: ids.get('Full Bistro')! },
    data: {
      phone: '+44 113 496 0000',
      email: 'hello@example.com',
      website: 'https://bistro.example.com',
      brandDomain: 'bistro.example.com',
      address: '1 Park Row, Leeds LS1 5AB',
      latitude: 53.8,
      longitude: -1.55,
      description: 'A bistro.',
      isVerified: true,
      googleMapsUrl: 'https://maps.google.com/?cid=1',
      seoTitle: 'Bistro in Leeds',
      seoDescription: 'The bistro.',
      canonicalUrl: 'https://example.com/details/full-bistro',
      timeZone: 'Europe/London',
      otherHours: [{ label: 'Kitchen', hours: WEEKDAYS_9_TO_5 }],
      secondaryCategories: ['Wine bar'],
      secondaryCategorySlugs: ['wine-bar'],
      reviewsPerScore: [1, 2, 3, 4, 5],
      priceRange: '££',
      bookingLink: 'https://book.example.com',
      serviceArea: true,
    },
  });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  await db.specialHours.createMany({
    data: [
      ['2026-12-10', '2026-12-18'],
      ['2026-12-19', '2026-12-19'],
      ['2026-12-25', '2026-12-26'],
    ].map(([first, last], i) => ({
      businessId: ids.get('Full Bistro')!,
      firstDate: day(first!),
      lastDate: day(last!),
      intervals: i === 2 ? [] : [{ open: 600, close: 840 }],
      label: i === 2 ? 'Christmas' : null,
    })),
  });
});

async function prismaDto(id: string) {
  const row = (await db.business.findUnique({ where: { id } }))!;
  const special = await db.specialHours.findMany({
    where: { businessId: id, lastDate: { gte: new Date('2026-12-19T00:00:00Z') } },
    orderBy: { firstDate: 'asc' },
  });
  return { row, dto: toBusinessDto(row, NOW, special.map(toSpecialHours)) };
}

describe('business rows read with pg', () => {
  it('give every field a Prisma read gives, with the same values', async () => {
    const id = ids.get('Full Bistro')!;
    const [row] = await businessRows(Prisma.sql`WHERE b.id = ${id}::uuid`, NOW);
    const { row: prismaRow } = await prismaDto(id);
    const { specialHours, ...fields } = row!;
    expect(Object.keys(fields).length).toBeGreaterThan(40);
    for (const [key, value] of Object.entries(fields)) {
      expect(value, key).toEqual(prismaRow[key as keyof typeof prismaRow]);
      expect(value, key).not.toBeNull();
    }
    // Yesterday's entry stays (a zone behind the UK may still be on it); older ones do not.
    expect(specialHours?.map((entry) => entry.firstDate)).toEqual(['2026-12-19', '2026-12-25']);
  });

  it('make the DTOs a Prisma read makes, in the order the SQL asks', async () => {
    const dtos = await businessDtos(Prisma.sql`ORDER BY b.name`, NOW);
    expect(dtos.map((dto) => dto.name)).toEqual(['Full Bistro', 'Plain Cafe']);
    for (const dto of dtos) expect(dto).toEqual((await prismaDto(dto.id)).dto);
    expect(dtos[0]!.specialHours).toHaveLength(2);
    expect(dtos[1]!.specialHours).toEqual([]);
  });
});
