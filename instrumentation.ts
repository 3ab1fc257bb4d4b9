// Runs once when the server starts: report the admin configuration (dev defaults are
// printed; in production missing settings are logged as an error) before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { adminConfig } = await import('@/lib/env');
    adminConfig();
  }
}
