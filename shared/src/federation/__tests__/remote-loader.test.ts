import { loadFederatedModule, setFederatedModuleLoader } from '../remote-loader';

describe('loadFederatedModule', () => {
  it('rejects while no host has set up a loader', async () => {
    await expect(loadFederatedModule('vehicle/VehicleForm')).rejects.toThrow(
      'No federation host is set up to load vehicle/VehicleForm',
    );
  });

  it("loads through the host's loader", async () => {
    const widget = { default: 'VehicleForm' };
    const loader = jest.fn().mockResolvedValue(widget);
    setFederatedModuleLoader(loader);
    await expect(loadFederatedModule('vehicle/VehicleForm')).resolves.toBe(widget);
    expect(loader).toHaveBeenCalledWith('vehicle/VehicleForm');
  });

  it('turns an empty answer of the runtime into an error', async () => {
    setFederatedModuleLoader(jest.fn().mockResolvedValue(undefined));
    await expect(loadFederatedModule('shop/QuickView')).rejects.toThrow(
      'The federated module shop/QuickView is empty',
    );
  });
});
