export { default } from '@/app/(site)/category/[slug]/not-found';
