import { useTranslation } from 'react-i18next';
import { useStartedApp } from '@/app/providers';

/**
 * Home (seed 002 §2): a hidden heading with the site name and the config's description. Shelves
 * are not built yet, so the page shows the empty-shelves heading and description rather than
 * invented content.
 */
export default function HomeScreen() {
  const { config } = useStartedApp();
  const { t } = useTranslation(['common', 'error']);
  const siteName = config.siteName || t('common:default_site_name');

  return (
    <div className="home">
      <h1 className="visually-hidden">{siteName}</h1>
      {config.description ? <p className="home__description">{config.description}</p> : null}
      <section className="home__empty" aria-labelledby="home-empty-shelves">
        <h2 id="home-empty-shelves" className="home__empty-title">
          {t('error:empty_shelves_heading')}
        </h2>
        <p>{t('error:empty_shelves_description')}</p>
      </section>
    </div>
  );
}
