import { CompetenceCards } from '@/components/competence/CompetenceCards';
import { StaticPage } from '@/components/page/StaticPage';
import { competences } from '@/content/competences';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('competences', await currentLocale());
}

export default async function CompetencesPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="competences" locale={locale} />
      <CompetenceCards competences={competences[locale]} locale={locale} />
    </>
  );
}
