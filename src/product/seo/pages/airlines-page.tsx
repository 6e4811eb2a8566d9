import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { SearchForm } from '../../search';
import styles from '../ui/seo-page.module.css';

/** The catalogue of airlines. */
export default function AirlinesPage() {
  const t = useT();
  return (
    <ContentPage section="flights" title={t('seo.airlines.title')} lead={t('seo.airlines.lead')} note={t('seo.catalogue.note')}>
      <section className={styles.search} aria-label={t('seo.form')}>
        <SearchForm />
      </section>
    </ContentPage>
  );
}
