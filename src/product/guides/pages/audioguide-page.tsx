import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { cardStyles, ContentPage } from '../../../ui';
import '../model/pages';
import { audioguideQuery } from '../model/queries';
import { guidesRoute } from '../routes';
import { AudioPlayer } from '../ui/audio-player';
import styles from '../ui/guides.module.css';

/** An audio guide: its chapters, the player and the transcript. */
export default function AudioguidePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const { data, failed } = useUnit({ data: audioguideQuery.$data, failed: audioguideQuery.$failed });
  const guide = data && data.iata === params.iata && data.slug === params.slug ? data : null;
  return (
    <ContentPage
      section="guides"
      title={guide?.name ?? t('audioguides.title', { city: params.iata ?? '' })}
      lead={guide?.lead}
      trail={[{ label: t('guides.title'), href: linkTo(guidesRoute) }]}
    >
      {guide ? (
        <div lang={guide.language}>
          {guide.fallback && (
            <p className={styles.note} role="note">
              {t('guides.fallback')}
            </p>
          )}
          <AudioPlayer guide={guide} />
        </div>
      ) : failed ? (
        <p role="alert">{t('audioguides.failed')}</p>
      ) : (
        <div className={cardStyles.skeleton} aria-hidden="true" />
      )}
    </ContentPage>
  );
}
