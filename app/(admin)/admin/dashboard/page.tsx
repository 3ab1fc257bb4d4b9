import { AdminPanel, panelMetadata } from '@/components/admin/panel/admin-panel';

export const metadata = panelMetadata('/admin/dashboard');

export default function AdminDashboardPage({ searchParams }: PageProps<'/admin/dashboard'>) {
  return <AdminPanel basePath="/admin/dashboard" searchParams={searchParams} />;
}
