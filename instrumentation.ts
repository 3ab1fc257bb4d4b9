// Runs once when the server starts: keep the context long-lived connections open in
// (lib/startup-scope.mjs), report the admin configuration and the site's contact
// settings (dev defaults are printed; in production missing or placeholder values are logged
// as an error) before the first request, derive every request's client address from its
// socket (lib/auth/socket-address.ts), give every redirect one Location
// (lib/urls/redirect-location.ts), and start the timers that remove abandoned uploads and send
// held-back IndexNow URLs.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { captureStartupScope } = await import('@/lib/startup-scope.mjs');
    captureStartupScope();
    const { adminConfig, env } = await import('@/lib/env');
    const { installSocketAddressHook } = await import('@/lib/auth/socket-address');
    installSocketAddressHook(env.TRUSTED_PROXY_HOPS);
    const { installRedirectLocationHook } = await import('@/lib/urls/redirect-location');
    installRedirectLocationHook();
    adminConfig();
    const { reportSiteIdentity } = await import('@/lib/site');
    reportSiteIdentity();
    const { startUploadSweeper } = await import('@/lib/import/chunked-upload');
    startUploadSweeper();
    const { startIndexNowDrain } = await import('@/lib/indexnow/outbox');
    startIndexNowDrain();
  }
}
