import { FallbackErrorScreen } from './fallback-error-screen';

export type CrashScreenProps = {
  /** "Try again": reloads the page. */
  onRetry?: () => void;
};

/**
 * The error-boundary fallback (seed 001 §2, §8), also shown when the root actor crashed. It may
 * render before any translation has loaded, so each key carries its English text as fallback.
 */
export function CrashScreen({ onRetry = reloadPage }: CrashScreenProps) {
  return (
    <FallbackErrorScreen
      title={['error:boundary_title', 'Something went wrong']}
      message={[
        'error:boundary_message',
        "Something went wrong. We've been notified about this issue and are working to fix it.",
      ]}
      action={['error:try_again', 'Try again']}
      onAction={onRetry}
    />
  );
}

function reloadPage() {
  window.location.reload();
}
