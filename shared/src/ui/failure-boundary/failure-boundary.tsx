import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console's warning, e.g. 'vehicle/VehiclePicker'. */
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part's failure (its code could not be downloaded, its area is down) inside the part's
 * place: `fallback` stands there and the rest of the page stays. Remount it (a new `key`) to try
 * the part again.
 */
export class FailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.warn(`[storefront] ${this.props.name} is not available`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
