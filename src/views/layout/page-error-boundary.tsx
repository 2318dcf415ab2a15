import { Component, type PropsWithChildren } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageUnavailable } from '../components/page-unavailable';

// When a page cannot render (its chunk failed, or any error), a link that loads it afresh, header
// and footer kept (decision 0018).
export class PageErrorBoundary extends Component<PropsWithChildren, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PageUnavailable /> : this.props.children;
  }
}

/** The page shown, in a boundary of its own path: another path starts clean. */
export function PageOutlet() {
  return (
    <PageErrorBoundary key={useLocation().pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
