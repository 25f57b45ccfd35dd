import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface Props {
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches a page that failed to load or render, so the header and footer stay usable. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // A warning, not an error: the visitor sees the page's own message, and a connection dropped
    // between two pages is not a bug in the site.
    console.warn('A page failed to load or render:', error);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
