import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('downloads');
export const generateMetadata = route.generateMetadata;
export default route.Page;
