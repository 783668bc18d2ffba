import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from '@autoparts/shared/router';
import {
  CIVIC,
  F150,
  FITTING_PARTS,
  VALID_VIN,
  VIN_VEHICLE,
  fakeAreaApi,
} from '../testing/fake-api';
import { renderWithProviders, type RenderOptions } from '../testing/render';
import { VehicleRoutes } from '../routes';

/** The area as the shell mounts it, at /vehicle/*. */
function renderArea(route: string, options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="vehicle/*" element={<VehicleRoutes />} />
    </Routes>,
    { route, ...options },
  );
}

const select = (name: string) => screen.getByRole('combobox', { name });

async function pick(user: ReturnType<typeof renderArea>['user'], name: string, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(select(name), option);
}

describe('/vehicle', () => {
  it('makes a vehicle chosen by the selects the current one and offers the parts that fit it', async () => {
    const { user, store, api } = renderArea('/vehicle');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Parts by Vehicle' }),
    ).toBeVisible();
    expect(screen.getByText('Choose a vehicle above to see the parts that fit it.')).toBeVisible();
    await pick(user, 'Year', '2019');
    await pick(user, 'Make', 'Honda');
    await pick(user, 'Model', 'Civic');
    await pick(user, 'Engine', CIVIC.engine);

    expect(store.garage.currentVehicle).toEqual(CIVIC);
    expect(store.garage.vehicles).toEqual([CIVIC]);
    const parts = await screen.findByRole('region', { name: 'Parts for your 2019 Honda Civic' });
    expect(api.catalog.fittingParts).toHaveBeenCalledWith(CIVIC.id);
    expect(
      await within(parts).findByRole('link', { name: 'Show all 412 parts that fit' }),
    ).toHaveAttribute('href', `/shop/category/products?filter_vehicle=${CIVIC.id}`);
    const categories = within(parts).getByRole('list', { name: 'Categories with parts that fit' });
    expect(within(categories).getByRole('link', { name: 'Brakes 120 products' })).toHaveAttribute(
      'href',
      `/shop/category/brakes/products?filter_vehicle=${CIVIC.id}`,
    );
    expect(within(categories).getAllByRole('link')).toHaveLength(FITTING_PARTS.categories.length);
  });

  it('makes the vehicle of a VIN the current one', async () => {
    jest.useFakeTimers();
    try {
      const view = renderArea('/vehicle', { fakeTimers: true });
      await view.user.type(screen.getByRole('textbox', { name: 'Enter VIN' }), VALID_VIN);
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(view.store.garage.currentVehicle).toEqual(VIN_VEHICLE);
      expect(
        screen.getByRole('region', { name: 'Parts for your 2019 Honda Accord' }),
      ).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists my garage for a quick choice or removal', async () => {
    const { user, store } = renderArea('/vehicle');
    act(() => {
      store.garage.add(CIVIC);
      store.garage.add(F150);
    });
    const garage = screen.getByRole('region', { name: 'My garage' });
    await user.click(within(garage).getByRole('radio', { name: /2015 Ford F-150/ }));
    expect(store.garage.currentVehicle).toEqual(F150);
    expect(
      await screen.findByRole('region', { name: 'Parts for your 2015 Ford F-150' }),
    ).toBeVisible();
    await user.click(within(garage).getByRole('button', { name: /Remove 2015 Ford F-150/ }));
    expect(store.garage.vehicles).toEqual([CIVIC]);
    expect(store.garage.currentVehicle).toBeNull();
  });
});

describe('/vehicle/<id>', () => {
  it('shows one vehicle and the parts that fit it, and can make it the current vehicle', async () => {
    const { user, store } = renderArea(`/vehicle/${F150.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '2015 Ford F-150' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Parts for your 2015 Ford F-150' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(store.garage.currentVehicle).toEqual(F150);
    expect(store.garage.vehicles).toEqual([F150]);
    expect(screen.getByText(/This is your current vehicle/)).toBeVisible();
  });

  it('is named after its vehicle in the tab and for search engines', async () => {
    renderArea(`/vehicle/${F150.id}`);
    await screen.findByRole('heading', { level: 1, name: '2015 Ford F-150' });
    expect(document.title).toBe('2015 Ford F-150 — RedParts');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Parts that fit the 2015 Ford F-150/),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost/vehicle/${F150.id}`,
    );
  });

  it.each(['/vehicle/999', '/vehicle/abc', '/vehicle/0', '/vehicle/7/more'])(
    'is a 404 for %s',
    async (route) => {
      renderArea(route);
      expect(await screen.findByText('Oops! Error 404')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Find Parts by Vehicle' })).toHaveAttribute(
        'href',
        '/vehicle',
      );
    },
  );

  it('offers a retry when the vehicle cannot be loaded', async () => {
    const api = fakeAreaApi();
    api.vehicles.vehicleById.mockRejectedValueOnce(new Error('503'));
    const { user } = renderArea(`/vehicle/${CIVIC.id}`, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The vehicle could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2019 Honda Civic' }),
    ).toBeVisible();
  });

  it('offers a retry when the parts that fit cannot be counted', async () => {
    const api = fakeAreaApi();
    api.catalog.fittingParts.mockRejectedValueOnce(new Error('503'));
    const { user } = renderArea(`/vehicle/${CIVIC.id}`, { api });
    const parts = await screen.findByRole('region', { name: 'Parts for your 2019 Honda Civic' });
    expect(await within(parts).findByRole('alert')).toHaveTextContent(
      'The categories could not be loaded.',
    );
    await user.click(within(parts).getByRole('button', { name: 'Retry' }));
    expect(
      await within(parts).findByRole('link', { name: 'Show all 412 parts that fit' }),
    ).toBeVisible();
  });
});
