import { staticRoute } from '@/components/page/staticRoute';

const route = staticRoute('careers.employeeTestimonials');
export const generateMetadata = route.generateMetadata;
export default route.Page;
