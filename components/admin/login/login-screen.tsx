import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getPageSession } from '@/lib/auth/page-session';
import { adminConfig } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { LoginForm } from './login-form';
import '../admin.css';

export const loginMetadata = (path: string): Metadata =>
  pageMetadata({
    title: 'Admin Login',
    description: 'Sign in to manage the business directory.',
    path,
    noindex: true,
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The login screen of both /admin and /admin-login. */
export async function LoginScreen({ searchParams }: Props) {
  if (await getPageSession()) redirect('/admin-panel');
  const config = adminConfig();
  const { auth } = await searchParams;
  return (
    <main className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Sign in to manage the directory.</p>
        {config.ok ? (
          <LoginForm authRequired={auth === 'required'} />
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {config.reason}
          </p>
        )}
      </div>
    </main>
  );
}
