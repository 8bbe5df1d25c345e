import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** Told about the failure, e.g. to log it or to close what failed. */
  onError?: (error: unknown) => void;
}

/** Keeps a deferred section's failure inside that section: it shows the fallback instead. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
