import 'server-only';
import { CATEGORY_GROUPS } from '@/lib/categories';
import { db } from '@/lib/db';
import { getCategoryGroupCounts, getPopularCities, getStatistics } from '@/lib/data/summaries';

const pendingReportCount = () => db.businessReport.count();

export type ChartBar = { label: string; value: number };

async function importsOverTime(): Promise<ChartBar[]> {
  const rows = await db.$queryRaw<{ day: string; imported: bigint }[]>`
    SELECT to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS day,
           sum(imported) AS imported
    FROM imports GROUP BY 1 ORDER BY 1 DESC LIMIT 30`;
  return rows.reverse().map((row) => ({ label: row.day, value: Number(row.imported) }));
}

export async function getAdminDashboard() {
  const [statistics, groupCounts, topCities, imports, totalImports, pendingReports] =
    await Promise.all([
      getStatistics(),
      getCategoryGroupCounts(),
      getPopularCities(10),
      importsOverTime(),
      db.import.count(),
      pendingReportCount(),
    ]);
  return {
    statistics: { ...statistics, totalImports, pendingReports },
    businessesPerGroup: CATEGORY_GROUPS.map((group) => ({
      label: group.name,
      value: groupCounts[group.slug] ?? 0,
    })).sort((a, b) => b.value - a.value),
    topCities: topCities.map((city) => ({ label: city.name, value: city.businessCount })),
    importsOverTime: imports,
  };
}

export type AdminDashboard = Awaited<ReturnType<typeof getAdminDashboard>>;
