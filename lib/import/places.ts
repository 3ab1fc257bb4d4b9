import 'server-only';
import { db } from '@/lib/db';
import { townsByDistrict, type TownsByDistrict } from './towns';

export async function loadTownsByDistrict(): Promise<TownsByDistrict> {
  const districts = await db.ukPostcodeDistrict.findMany({
    select: { outcode: true, town: true, region: true },
  });
  return townsByDistrict(districts);
}
