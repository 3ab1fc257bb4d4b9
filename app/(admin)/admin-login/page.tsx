import { LoginScreen, loginMetadata } from '@/components/admin/login/login-screen';

export const metadata = loginMetadata('/admin-login');

export default function AdminLoginPage({ searchParams }: PageProps<'/admin-login'>) {
  return <LoginScreen searchParams={searchParams} />;
}
