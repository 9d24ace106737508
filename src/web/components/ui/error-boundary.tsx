import { Component, type ReactNode } from 'react';

/** Shows `fallback` when a child throws (a page whose code did not download); a new `resetKey` tries again. */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey))
      return this.props.fallback;
    return this.props.children;
  }
}
