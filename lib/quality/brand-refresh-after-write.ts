import 'server-only';
import { checkoutPgClient } from '@/lib/db';
import { refreshBrands, type BrandRefresh } from './brand-refresh';

/** After an import or edit; a failure is only logged: the rows stay marked for the next run. */
export async function refreshBrandsAfterWrite(importId?: string): Promise<BrandRefresh | null> {
  const checkout = await checkoutPgClient().catch(() => null);
  if (!checkout) return null;
  try {
    return await refreshBrands(checkout.client, { importId });
  } catch (error) {
    console.warn(`[brands] refresh failed: ${(error as Error).message}`);
    return null;
  } finally {
    checkout.release();
  }
}
