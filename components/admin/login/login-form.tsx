'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { responseErrorMessage } from '../response-error';
import { AUTH_REQUIRED_TOAST } from '../toasts';

const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

export function LoginForm({ authRequired }: { authRequired: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (authRequired) AUTH_REQUIRED_TOAST();
  }, [authRequired]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
      });
      if (response.ok) {
        toast.success('Login successful', { description: 'Welcome to the admin panel' });
        router.push('/admin-panel');
        return;
      }
      // Wrong credentials get the spec's words; a lockout or an unconfigured server says why.
      const description =
        response.status === 401
          ? 'Invalid credentials. Please try again.'
          : await responseErrorMessage(response);
      toast.error('Login failed', { description });
    } catch {
      toast.error('Login failed', { description: 'Could not reach the server. Please try again.' });
    }
    setPending(false);
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <div>
        <label htmlFor="username" className="block text-sm font-medium text-slate-700">
          Username
        </label>
        <input
          id="username"
          name="username"
          required
          autoComplete="username"
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={inputClasses}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Logging in…' : 'Login'}
        </Button>
      </div>
    </form>
  );
}
