import { IndustryCards } from '@/components/industry/IndustryCards';
import { ProductRange, RangeFigures } from '@/components/industry/ProductRange';
import { StaticPage } from '@/components/page/StaticPage';
import { industries, productRange } from '@/content/industries';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('industries', await currentLocale());
}

export default async function ProductsAndIndustriesPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="industries" locale={locale} />
      <ProductRange range={productRange[locale]} />
      <IndustryCards industries={industries[locale]} locale={locale} />
      <RangeFigures range={productRange[locale]} />
    </>
  );
}
