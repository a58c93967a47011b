import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '@/components/ui/form-field';
import type { CaptchaLoader } from '@/services/captcha/captcha-loader';
import type { CaptchaApi, CaptchaSolution } from '@/services/captcha/captcha.types';
import { captchaSolution, useCaptchaLoader } from '@/app/account/captcha';

export type CaptchaFieldProps = {
  /** `custom.captchaSiteKey` of the config (seed 001 §3). */
  siteKey: string;
  /** A solved captcha, or null once it expired, failed, was reset or left the page. */
  onSolved: (solution: CaptchaSolution | null) => void;
  /** The form's message about the captcha (required, refused). */
  error?: string | null;
  /** Changing it resets the widget: the token it gave was spent. */
  resetSignal?: number;
  theme?: 'light' | 'dark';
  /** The provider's loader; the page's by default, tests pass their own. */
  loader?: CaptchaLoader;
};

type Status = 'loading' | 'ready' | 'failed';
type Widget = { api: CaptchaApi; id: number };

/**
 * The captcha of registration (seed 001 §5): loads the provider, draws its widget with the site
 * key, and reports the token with its expiry. When the provider cannot be loaded it says so and
 * offers a retry instead of leaving an empty space the form would still wait for.
 */
export function CaptchaField({
  siteKey,
  onSolved,
  error,
  resetSignal = 0,
  theme = 'light',
  loader: givenLoader,
}: CaptchaFieldProps) {
  const pageLoader = useCaptchaLoader();
  const loader = givenLoader ?? pageLoader;
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const errorId = `${useId()}-error`;
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const report = useEffectEvent((solution: CaptchaSolution | null) => onSolved(solution));

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let active = true;
    let drawn: (Widget & { el: HTMLElement }) | null = null;
    loader.load(language).then(
      (api) => {
        if (!active) return;
        // A child of our own, so that a later render (a retry, a remount) starts from a clean element.
        const el = document.createElement('div');
        container.append(el);
        try {
          const id = api.render(el, {
            sitekey: siteKey,
            theme,
            callback: (token) => report(captchaSolution(token)),
            'expired-callback': () => report(null),
            'error-callback': () => report(null),
          });
          drawn = { api, id, el };
          widget.current = drawn;
          setStatus('ready');
        } catch {
          el.remove();
          setStatus('failed');
        }
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      if (drawn) {
        drawn.api.reset(drawn.id);
        drawn.el.remove();
      }
      widget.current = null;
      report(null);
    };
  }, [loader, siteKey, theme, language, attempt]);

  useEffect(() => {
    const current = widget.current;
    if (current && resetSignal > 0) current.api.reset(current.id);
  }, [resetSignal]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div
      className="captcha-field"
      role="group"
      aria-label={t('registration.captcha')}
      aria-describedby={describedBy(error ? errorId : null)}
    >
      {status === 'loading' ? (
        <p className="captcha-field__note">{t('registration.captcha_loading')}</p>
      ) : null}
      {status === 'failed' ? (
        <div className="captcha-field__failure">
          <p className="form-field__error" role="alert">
            {t('registration.captcha_load_error')}
          </p>
          <button type="button" className="button" onClick={retry}>
            {t('registration.captcha_retry')}
          </button>
        </div>
      ) : null}
      <div ref={host} className="captcha-field__widget" hidden={status !== 'ready'} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
