import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('privacy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
