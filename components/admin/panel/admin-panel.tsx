import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { requireAdminPage } from '@/lib/auth/page-session';
import { pageMetadata } from '@/lib/seo/metadata';
import { BusinessesTab } from '../businesses/businesses-tab';
import { CoverageTab } from '../coverage/coverage-tab';
import { DashboardTab } from '../dashboard/dashboard-tab';
import { DuplicatesTab } from '../duplicates/duplicates-tab';
import { ImportTab } from '../import/import-tab';
import { ReportsTab } from '../reports/reports-tab';
import { SeoTab } from '../seo/seo-tab';
import { AdminTabs } from './admin-tabs';
import { AuthCheck } from './auth-check';
import { LogoutButton } from './logout-button';
import { TAB_PANEL_ID, parseAdminTab, tabId, type AdminTabId } from './tabs';
import '../admin.css';

export const panelMetadata = (path: string): Metadata =>
  pageMetadata({
    title: 'Admin Panel',
    description: 'Manage the business directory.',
    path,
    noindex: true,
  });

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { basePath: string; searchParams: Promise<SearchParams> };

function TabContent({
  tab,
  basePath,
  params,
}: {
  tab: AdminTabId;
  basePath: string;
  params: SearchParams;
}) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab />;
    case 'businesses':
      return <BusinessesTab basePath={basePath} searchParams={params} />;
    case 'import':
      return <ImportTab basePath={basePath} />;
    case 'seo':
      return <SeoTab />;
    case 'duplicates':
      return <DuplicatesTab basePath={basePath} searchParams={params} />;
    case 'coverage':
      return <CoverageTab basePath={basePath} searchParams={params} />;
    case 'reports':
      return <ReportsTab basePath={basePath} searchParams={params} />;
  }
}

/** The panel of both /admin-panel and /admin/dashboard: the active tab comes from `?tab=`. */
export async function AdminPanel({ basePath, searchParams }: Props) {
  const admin = await requireAdminPage();
  const params = await searchParams;
  const tab = parseAdminTab(params.tab);
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <AuthCheck />
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin Panel</h1>
          <p className="text-sm text-slate-600">Signed in as {admin.username}</p>
        </div>
        <LogoutButton />
      </header>
      <AdminTabs active={tab} basePath={basePath} />
      <div
        id={TAB_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="py-6 focus-visible:outline-none"
      >
        {/* Keyed by the query, so changing tab, page or search shows the skeleton again. */}
        <Suspense key={JSON.stringify(params)} fallback={<Skeleton className="h-96 w-full" />}>
          <TabContent tab={tab} basePath={basePath} params={params} />
        </Suspense>
      </div>
    </main>
  );
}
