import { RemoteLoads } from '../remote-loads';

const V1 = 'http://localhost/remotes/shop/0.1.0-1a2b3c4d/mf-manifest.json';
const V2 = 'http://localhost/remotes/shop/0.1.0-5e6f7a8b/mf-manifest.json';

it('follows a remote from loading to loaded, from the address it was loaded from', () => {
  const loads = new RemoteLoads();
  expect(loads.of('shop')).toBeUndefined();
  loads.started('shop', V1);
  expect(loads.of('shop')).toEqual({ state: 'loading', entry: V1 });
  loads.settled('shop', V1, 'loaded');
  expect(loads.of('shop')).toEqual({ state: 'loaded', entry: V1 });
});

it('keeps a loaded remote loaded while another of its modules loads or fails', () => {
  const loads = new RemoteLoads();
  loads.settled('shop', V1, 'loaded');
  loads.started('shop', V1);
  loads.settled('shop', V1, 'failed');
  expect(loads.of('shop')).toEqual({ state: 'loaded', entry: V1 });
});

it('records a load from a new address (a release moved the pointer) as that load', () => {
  const loads = new RemoteLoads();
  loads.settled('shop', V1, 'loaded');
  loads.started('shop', V2);
  expect(loads.of('shop')).toEqual({ state: 'loading', entry: V2 });
  loads.settled('shop', V2, 'failed');
  expect(loads.of('shop')).toEqual({ state: 'failed', entry: V2 });
});
