import { useTranslator } from '../../../platform/i18n';
import { countryName } from '../model/titles';
import { SeoPage } from '../ui/seo-page';
import { linkTo } from '../../../platform/router';
import { countriesRoute } from '../routes';

export default function CountryPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useTranslator();
  return (
    <SeoPage
      kind="countryPage"
      params={params}
      trail={[{ label: t('seo.countries.title'), href: linkTo(countriesRoute) }]}
      lead={t('seo.country.lead', { name: countryName(params.name, locale) })}
    />
  );
}
