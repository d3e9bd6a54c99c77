import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('contact');
export const generateMetadata = route.generateMetadata;
export default route.Page;
