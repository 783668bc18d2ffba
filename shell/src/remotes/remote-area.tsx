import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaName, RemoteAppProps } from '@autoparts/shared';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './area-unavailable';
import { AreaLoading } from './area-loading';
import { loadArea } from './area-loader';

type LazyArea = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per area for the session: moving between an area's pages must not remount
// it. React.lazy caches a rejection, so a failed area's component is dropped and Retry makes a
// new one (loadArea then re-reads /config.json).
const areas = new Map<AreaName, LazyArea>();

function areaComponent(name: AreaName): LazyArea {
  let component = areas.get(name);
  if (!component) {
    component = lazy(() =>
      loadArea(name).catch((error: unknown) => {
        areas.delete(name);
        throw error;
      }),
    );
    areas.set(name, component);
  }
  return component;
}

/** Loads the area's remote on first visit and keeps its failure inside the page's main slot. */
export function RemoteArea({ name, section }: { name: AreaName; section: string }) {
  const [attempt, setAttempt] = useState(0);
  const Area = areaComponent(name);
  return (
    <AreaErrorBoundary
      resetKey={`${name}:${attempt}`}
      fallback={(error) => (
        <AreaUnavailable area={name} error={error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense fallback={<AreaLoading />}>
        <div data-area={name}>
          <Area section={section} />
        </div>
      </Suspense>
    </AreaErrorBoundary>
  );
}
