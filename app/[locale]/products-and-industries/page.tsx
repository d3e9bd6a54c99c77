import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('industries');
export const generateMetadata = route.generateMetadata;
export default route.Page;
