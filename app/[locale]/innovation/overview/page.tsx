import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('innovation.overview');
export const generateMetadata = route.generateMetadata;
export default route.Page;
