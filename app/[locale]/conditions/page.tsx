import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('conditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
