import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** What shows instead of the children once one of them has thrown. */
  fallback: ReactNode;
  /** Told about the error (the page's error reporting). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
};

type ErrorBoundaryState = { failed: boolean };

/** Catches render errors below it and shows `fallback` (seed 001 §8: the error-boundary fallback). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
