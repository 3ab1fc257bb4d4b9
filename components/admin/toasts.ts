import { toast } from 'sonner';

/** One id, so the panel's check and the login page's notice never stack the same toast. */
export const AUTH_REQUIRED_TOAST = () =>
  toast.error('Authentication required', {
    id: 'auth-required',
    description: 'Please log in to access the admin panel',
  });
