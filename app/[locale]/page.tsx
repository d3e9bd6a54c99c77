import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('home');
export const generateMetadata = route.generateMetadata;
export default route.Page;
