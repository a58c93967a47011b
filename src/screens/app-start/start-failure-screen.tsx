import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration, StartFailure, StartFailureCode } from '@machines/app-start/app-start.types';
import { ActionButton } from '@/components/ui/action-button';

type Copy = {
  title:
    | 'error:start.config_invalid_title'
    | 'error:start.settings_invalid_title'
    | 'error:start.unable_to_start_title';
  message:
    | 'error:start.settings_unavailable'
    | 'error:start.settings_invalid'
    | 'error:start.config_missing'
    | 'error:start.config_load_failed'
    | 'error:start.integration_conflict'
    | 'error:start.services_failed';
  /** Config failures add a hint to check the config and a help link (seed 000 §8). */
  isConfigFailure: boolean;
};

/**
 * Title and message per failure. The messages' English values are the machine's messages
 * (machines/app-start/app-start.types.ts), which are the seed's (seed 000 §8).
 */
const copy = {
  'settings-unavailable': {
    title: 'error:start.settings_invalid_title',
    message: 'error:start.settings_unavailable',
    isConfigFailure: false,
  },
  'settings-invalid': {
    title: 'error:start.settings_invalid_title',
    message: 'error:start.settings_invalid',
    isConfigFailure: false,
  },
  'config-missing': {
    title: 'error:start.config_invalid_title',
    message: 'error:start.config_missing',
    isConfigFailure: true,
  },
  'config-load-failed': {
    title: 'error:start.config_invalid_title',
    message: 'error:start.config_load_failed',
    isConfigFailure: true,
  },
  'config-invalid': {
    title: 'error:start.config_invalid_title',
    message: 'error:start.config_load_failed',
    isConfigFailure: true,
  },
  'integration-conflict': {
    title: 'error:start.unable_to_start_title',
    message: 'error:start.integration_conflict',
    isConfigFailure: false,
  },
  'services-failed': {
    title: 'error:start.unable_to_start_title',
    message: 'error:start.services_failed',
    isConfigFailure: false,
  },
} as const satisfies Record<StartFailureCode, Copy>;

/** Each integration by name, with the config block that enables it. */
const integrationCopy = {
  hosted: { name: 'error:start.integration_hosted', block: 'integrations.jwp' },
  commerce: { name: 'error:start.integration_commerce', block: 'integrations.cleeng' },
} as const satisfies Record<Integration, { name: `error:start.${string}`; block: string }>;

export type StartFailureScreenProps = {
  failure: StartFailure;
  /** `env.configHelpUrl`: the page explaining the settings file and the config rules. */
  helpUrl: string;
  /** Sends `RETRY` to app start. */
  onRetry: () => void;
};

/** A failed start (seed 000 §8): what failed, why, and a way to try again. */
export function StartFailureScreen({ failure, helpUrl, onRetry }: StartFailureScreenProps) {
  const { t } = useTranslation(['error']);
  const headingId = useId();
  const { title, message, isConfigFailure } = copy[failure.code];
  const detail = 'detail' in failure ? failure.detail : '';

  return (
    <main
      id="content"
      className="standalone-page"
      tabIndex={-1}
      aria-labelledby={headingId}
      data-start-failure={failure.code}
    >
      <section className="start-failure">
        <h1 id={headingId} className="start-failure__title">
          {t(title)}
        </h1>
        <p className="start-failure__message">{t(message)}</p>
        {detail ? <p className="start-failure__detail">{detail}</p> : null}

        {failure.code === 'config-invalid' && failure.issues.length > 0 ? (
          <>
            <h2 className="start-failure__subtitle">{t('error:start.config_issues')}</h2>
            <ul className="start-failure__list">
              {failure.issues.map((issue, index) => (
                <li key={`${index}|${issue.path}`}>
                  <code>{issue.path}</code>: {issue.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {failure.code === 'integration-conflict' ? (
          <>
            <h2 className="start-failure__subtitle">{t('error:start.integrations_enabled')}</h2>
            <ul className="start-failure__list">
              {failure.integrations.map((integration) => (
                <li key={integration}>
                  {t(integrationCopy[integration].name)} (<code>{integrationCopy[integration].block}</code>)
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {isConfigFailure ? (
          <p className="start-failure__hint">
            {t('error:start.check_config')}{' '}
            <a className="start-failure__help" href={helpUrl}>
              {t('error:start.help')}
            </a>
          </p>
        ) : null}

        <p className="start-failure__actions">
          <ActionButton variant="primary" label={t('error:try_again')} onClick={onRetry} />
        </p>
      </section>
    </main>
  );
}
