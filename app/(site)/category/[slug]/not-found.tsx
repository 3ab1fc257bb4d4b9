import { CategoryNotFound } from '@/components/listing/list-not-found';

export default CategoryNotFound;
