/**
 * Error states: the crash page of an error boundary ("This page crashed." with the error messages
 * joined by "Cause:", and "Try again"), and the panel of a page that failed to load ("Retry").
 */
import { Component, type ReactNode } from 'react';

/** The messages of an error and of its causes (error.cause, walked), joined by "Cause:". */
export function errorMessages(error: unknown): string {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages.join('\n\nCause:\n');
}

export function CrashPage({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  return (
    <div className="error-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button-primary" onClick={onTryAgain}>
        Try again
      </button>
      <hr />
      <p className="error-message">{errorMessages(error)}</p>
    </div>
  );
}

export function PageLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="error-page page-load-error" role="alert">
      <p className="error-message">{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Called by "Try again" instead of clearing the error at once (the client reloads the page's data). */
  onTryAgain?: () => void;
  /** A new key (a new page) clears the error. */
  resetKey?: string;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('This page crashed:', error);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  render() {
    if (this.state.error !== null) {
      return (
        <CrashPage
          error={this.state.error}
          onTryAgain={() => {
            // The client reloads the page's data and gives a new resetKey, which clears the error.
            if (this.props.onTryAgain) this.props.onTryAgain();
            else this.setState({ error: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}
