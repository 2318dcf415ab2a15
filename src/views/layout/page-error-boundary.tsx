import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageUnavailable } from '../components/page-unavailable';

interface Props {
  /** The page's path: a failure belongs to the page it happened on. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  failed: boolean;
}

// Around the page, inside the layout: when a page cannot render (its chunk failed, or any error),
// "This page could not be loaded" and a link that loads it afresh, header and footer kept (0018).
// Another path starts clean.
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  render() {
    return this.state.failed ? <PageUnavailable /> : this.props.children;
  }
}

export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
