import { AdminPanel, panelMetadata } from '@/components/admin/panel/admin-panel';

export const metadata = panelMetadata('/admin-panel');

export default function AdminPanelPage({ searchParams }: PageProps<'/admin-panel'>) {
  return <AdminPanel basePath="/admin-panel" searchParams={searchParams} />;
}
