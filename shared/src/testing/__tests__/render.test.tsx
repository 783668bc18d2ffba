import { screen } from '@testing-library/react';
import { useTranslation } from '@autoparts/shared/translation';
import { areaRoutes, createTestI18n, currentLocation, renderWithProviders } from '..';

function Texts() {
  const { t } = useTranslation(['parts']);
  return (
    <p>
      {t('translation:notFound.title')} / {t('parts:title')}
    </p>
  );
}

it("holds the shell's common texts beside the area's own namespace", () => {
  renderWithProviders(<Texts />, {
    i18n: createTestI18n({ namespaces: { parts: { title: 'Parts' } } }),
  });
  expect(screen.getByText('Page Not Found / Parts')).toBeInTheDocument();
});

it('mounts an area at its section, like the shell, and shows where the router is', () => {
  renderWithProviders(areaRoutes({ parts: <p>Parts area</p> }, <p>Elsewhere</p>), {
    route: '/parts/brakes?page=2',
  });
  expect(screen.getByText('Parts area')).toBeInTheDocument();
  expect(currentLocation()).toBe('/parts/brakes?page=2');
});

it('renders `outside` for the addresses of other areas', () => {
  renderWithProviders(areaRoutes({ parts: <p>Parts area</p> }, <p>Elsewhere</p>), { route: '/' });
  expect(screen.getByText('Elsewhere')).toBeInTheDocument();
});
