import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { FailureBoundary } from '../ui/failure-boundary/failure-boundary';
import { useNearViewport } from '../ui/near-viewport/use-near-viewport';
import { federatedLoaderGeneration } from './remote-loader';
import { loadFederatedWidget, type FederatedWidgetId, type FederatedWidgets } from './widgets';

type LazyWidget = LazyExoticComponent<ComponentType<FederatedWidgets[FederatedWidgetId]>>;

const widgets = new Map<string, LazyWidget>();
let widgetsGeneration = federatedLoaderGeneration();

/**
 * One lazy component per federated id for the session. React.lazy keeps a rejection for good,
 * so a widget that failed is dropped here and the next mount (opening the picker again, the
 * next visit of the page) tries to load it afresh.
 */
function lazyWidget(id: FederatedWidgetId): LazyWidget {
  // A new loader (a test's, a standalone page's) means the widgets are loaded through it.
  if (widgetsGeneration !== federatedLoaderGeneration()) {
    widgets.clear();
    widgetsGeneration = federatedLoaderGeneration();
  }
  let widget = widgets.get(id);
  if (!widget) {
    widget = lazy(async () => {
      try {
        return await loadFederatedWidget(id);
      } catch (error) {
        widgets.delete(id);
        throw error;
      }
    });
    widgets.set(id, widget);
  }
  return widget;
}

interface Props<Id extends FederatedWidgetId> {
  /** The federated module id, e.g. 'vehicle/VehiclePicker'. */
  id: Id;
  /** The widget's props, as its contract in @autoparts/shared (FederatedWidgets) has them. */
  props: FederatedWidgets[Id];
  /** Shown while the widget loads, e.g. a box of the widget's size so nothing moves. */
  loading?: ReactNode;
  /**
   * Shown when the widget cannot be loaded; nothing by default. A function is given `retry`,
   * which loads the widget afresh (for a Retry button).
   */
  failed?: ReactNode | ((retry: () => void) => ReactNode);
  /**
   * 'near-viewport': the widget (and its area's remote) is downloaded only when its place comes
   * near the screen, `loading` standing there until then: for blocks below the fold.
   */
  defer?: 'near-viewport';
}

/**
 * Renders another area's exposed widget, typed by its contract, or `failed` (nothing) when that
 * area is down: a widget's failure never takes the page hosting it down.
 */
export function FederatedWidget<Id extends FederatedWidgetId>(props: Props<Id>) {
  return props.defer ? <DeferredWidget {...props} /> : <LoadedWidget {...props} />;
}

function DeferredWidget<Id extends FederatedWidgetId>(props: Props<Id>) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return <div ref={place}>{near ? <LoadedWidget {...props} /> : (props.loading ?? null)}</div>;
}

function LoadedWidget<Id extends FederatedWidgetId>({
  id,
  props,
  loading = null,
  failed = null,
}: Props<Id>) {
  const [attempt, setAttempt] = useState(0);
  // The map holds every id's widget; the id's contract gives this one its props.
  const Widget = lazyWidget(id) as unknown as ComponentType<FederatedWidgets[Id]>;
  const retry = () => setAttempt((n) => n + 1);
  return (
    <FailureBoundary
      key={attempt}
      name={id}
      fallback={typeof failed === 'function' ? failed(retry) : failed}
    >
      <Suspense fallback={loading}>
        <Widget {...props} />
      </Suspense>
    </FailureBoundary>
  );
}
