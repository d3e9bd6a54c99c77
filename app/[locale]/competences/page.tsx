import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('competences');
export const generateMetadata = route.generateMetadata;
export default route.Page;
