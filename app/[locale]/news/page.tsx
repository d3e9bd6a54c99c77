import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('news');
export const generateMetadata = route.generateMetadata;
export default route.Page;
