import { LoginScreen, loginMetadata } from '@/components/admin/login/login-screen';

export const metadata = loginMetadata('/admin');

export default function AdminPage({ searchParams }: PageProps<'/admin'>) {
  return <LoginScreen searchParams={searchParams} />;
}
