import { LazyToaster } from '@/components/ui/lazy-toaster';

/** The admin screens: only they raise toasts, so only they load the notification region. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
