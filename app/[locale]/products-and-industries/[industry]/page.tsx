import { segmentRoute } from '@/components/page/staticRoute';
import { industryRouteIds } from '@/lib/routing/route-table';

const route = segmentRoute('industry', industryRouteIds);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
