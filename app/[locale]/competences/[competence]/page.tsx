import { segmentRoute } from '@/components/page/staticRoute';
import { competenceRouteIds } from '@/lib/routing/route-table';

const route = segmentRoute('competence', competenceRouteIds);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
