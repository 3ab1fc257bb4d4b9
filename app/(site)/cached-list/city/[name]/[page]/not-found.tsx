export { default } from '@/app/(site)/city/[name]/not-found';
