import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('innovation');
export const generateMetadata = route.generateMetadata;
export default route.Page;
