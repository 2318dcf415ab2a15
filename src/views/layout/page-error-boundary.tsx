import { Component, type PropsWithChildren } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageUnavailable } from '../components/page-unavailable';

type Props = PropsWithChildren<{ pathname: string }>;
type State = { pathname: string; failed: boolean };

// When a page cannot render (its chunk failed, or any error), a link that loads it afresh, header
// and footer kept (decision 0018). Another path starts clean.
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
