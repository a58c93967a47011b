import { FallbackErrorScreen } from './fallback-error-screen';

export type TranslationsFailureScreenProps = {
  onReload: () => void;
};

/**
 * seed 002 §2: the page-load fallback 'Unable to load translations'. The translations are what
 * failed, so every key here carries its English text as fallback.
 */
export function TranslationsFailureScreen({ onReload }: TranslationsFailureScreenProps) {
  return (
    <FallbackErrorScreen
      title={['error:translations_load_failed', 'Unable to load translations']}
      message={['error:translations_load_failed_description', 'Check your connection, then reload the page.']}
      action={['error:reload', 'Reload']}
      onAction={onReload}
    />
  );
}
