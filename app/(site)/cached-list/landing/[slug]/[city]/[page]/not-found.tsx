export { default } from '@/app/(site)/category/[slug]/[city]/not-found';
