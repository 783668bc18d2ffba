import { HttpResponse, http } from 'msw';
import { apiPath, simulateLatency } from '@autoparts/service-kit';
import { COUNTRIES } from '@autoparts/service-kit';

export const countryHandlers = [
  // Public: a guest's checkout fills an address too.
  http.get(apiPath('/account/countries'), async () => {
    await simulateLatency();
    return HttpResponse.json(COUNTRIES);
  }),
];
