import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('imprint');
export const generateMetadata = route.generateMetadata;
export default route.Page;
