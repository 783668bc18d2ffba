import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaName, RemoteAppModule, RemoteAppProps } from '@autoparts/shared';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './area-unavailable';
import { AreaLoading } from './area-loading';
import { loadFederated, reregisterRemote } from './federation';

type LazyArea = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per area for the session: moving between an area's pages must not remount
// it. React.lazy also caches a rejection, so a failed area is dropped here and its next attempt
// re-reads /config.json before loading again.
const areas = new Map<AreaName, LazyArea>();
const failed = new Set<AreaName>();

function areaComponent(name: AreaName): LazyArea {
  let component = areas.get(name);
  if (!component) {
    component = lazy(async () => {
      try {
        if (failed.has(name)) await reregisterRemote(name);
        const module = await loadFederated<RemoteAppModule>(`${name}/App`);
        failed.delete(name);
        return module;
      } catch (error) {
        failed.add(name);
        areas.delete(name);
        throw error;
      }
    });
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
