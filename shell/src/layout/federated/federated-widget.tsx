import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadFederatedModule } from '@autoparts/shared';

// The props of a widget are whatever its area exposes; the caller's generic types them.
type AnyWidget = ComponentType<object>;
type LazyWidget = LazyExoticComponent<AnyWidget>;

const widgets = new Map<string, LazyWidget>();

/**
 * One lazy component per federated id for the session. React.lazy keeps a rejection for good,
 * so a widget that failed is dropped here and the next mount (opening the picker again, the
 * next visit of the page) tries to load it afresh.
 */
function lazyWidget(id: string): LazyWidget {
  let widget = widgets.get(id);
  if (!widget) {
    widget = lazy(async () => {
      try {
        return await loadFederatedModule<{ default: AnyWidget }>(id);
      } catch (error) {
        widgets.delete(id);
        throw error;
      }
    });
    widgets.set(id, widget);
  }
  return widget;
}

interface BoundaryProps {
  id: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a widget's failure (its area is down, or it is not exposed yet) out of the page. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.warn(`[storefront] ${this.props.id} is not available`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props<P> {
  /** The federated module id, e.g. 'vehicle/VehiclePicker'. */
  id: string;
  props: P;
  /** Shown while the widget loads, e.g. a box of the widget's size so nothing moves. */
  loading?: ReactNode;
  /** Shown when the widget cannot be loaded; nothing by default. */
  failed?: ReactNode;
}

/** Renders another area's exposed widget, or `failed` (nothing) when that area is down. */
export function FederatedWidget<P extends object>({
  id,
  props,
  loading = null,
  failed = null,
}: Props<P>) {
  const Widget = lazyWidget(id) as unknown as ComponentType<P>;
  return (
    <WidgetBoundary id={id} fallback={failed}>
      <Suspense fallback={loading}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
