import { CityNotFound } from '@/components/listing/list-not-found';

export default CityNotFound;
