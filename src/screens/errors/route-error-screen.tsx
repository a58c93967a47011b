import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Location } from 'react-router';
import { ErrorPage, StandalonePage } from '@/components/ui/error-page';
import { useAppRuntime } from '@/app/providers';

export type RouteErrorScreenProps = {
  /** What went wrong: logged and reported. */
  error: unknown;
  /** True when the layout itself failed: the page then needs its own main landmark. */
  standalone?: boolean;
};

/** seed 002 §2: a route error shows 'Critical Error', its message and a 'Try Again' button. */
export function RouteErrorScreen({ error, standalone = false }: RouteErrorScreenProps) {
  const { reload } = useAppRuntime();
  const { t } = useTranslation(['error']);

  useEffect(() => {
    // seed 002 §8: logged and reported (the reporter loads only when an error happens).
    import('@/services/tracking/error-reporting').then(
      (reporting) => reporting.reportError(error, 'route'),
      () => console.error('Route error', error),
    );
  }, [error]);

  const page = (
    <ErrorPage
      title={t('error:critical_error_title', 'Critical Error')}
      message={t('error:critical_error_message', 'A critical error occurred. Please refresh the page.')}
      action={{ label: t('error:critical_error_try_again', 'Try Again'), onClick: reload, variant: 'accent' }}
    />
  );

  return standalone ? <StandalonePage>{page}</StandalonePage> : page;
}

export type RouteErrorBoundaryProps = {
  /** True around the layout: the error page then stands without the header and footer. */
  standalone?: boolean;
  children: ReactNode;
};

/**
 * Shows the route error page when a screen (or the chunk it loads) fails while drawing; the next
 * location tries the routes again.
 */
export function RouteErrorBoundary({ standalone = false, children }: RouteErrorBoundaryProps) {
  const location = useLocation();
  return (
    <LocationErrorBoundary location={location} standalone={standalone}>
      {children}
    </LocationErrorBoundary>
  );
}

type BoundaryProps = RouteErrorBoundaryProps & { location: Location };
type BoundaryState = { failure: { error: unknown } | null; location: Location };

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A navigation clears the error, as the router's error boundaries do.
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    if (failure) return <RouteErrorScreen error={failure.error} standalone={this.props.standalone} />;
    return this.props.children;
  }
}
