import { segmentRoute } from '@/components/page/staticRoute';
import { caseStudyRouteIds } from '@/lib/routing/route-table';

const route = segmentRoute('caseStudy', caseStudyRouteIds);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
