import { LandingNotFound } from '@/components/listing/list-not-found';

export default LandingNotFound;
