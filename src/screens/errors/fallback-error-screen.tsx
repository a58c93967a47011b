import { useTranslation } from 'react-i18next';
import { ErrorPage, StandalonePage } from '@/components/ui/error-page';

/** A key of the error texts and the English shown when it has no translation yet. */
export type FallbackText = readonly [key: string, english: string];

/**
 * A whole-page error that may render before any translation has loaded, so each of its texts
 * carries its English fallback; its one action is the primary button.
 */
export function FallbackErrorScreen({
  title,
  message,
  action,
  onAction,
}: {
  title: FallbackText;
  message: FallbackText;
  action: FallbackText;
  onAction: () => void;
}) {
  const { t } = useTranslation(['error']);
  const text = ([key, english]: FallbackText) => t(key as never, english);
  return (
    <StandalonePage>
      <ErrorPage
        title={text(title)}
        message={text(message)}
        action={{ label: text(action), onClick: onAction, variant: 'primary' }}
      />
    </StandalonePage>
  );
}
