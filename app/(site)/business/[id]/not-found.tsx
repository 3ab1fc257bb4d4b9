import { BusinessNotFound } from '@/components/detail/business-not-found';

export default BusinessNotFound;
