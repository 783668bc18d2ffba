import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, simulateLatency } from '@autoparts/service-kit';

const SUMMARIES = ['Freezing', 'Chilly', 'Cool', 'Mild', 'Warm'];

/** The spec's probe: the cart calls it on add and ignores the answer (spec §7). */
export const weatherHandlers: HttpHandler[] = [
  http.get(apiPath('/WeatherForecast/Testing'), async () => {
    await simulateLatency();
    const today = Date.UTC(
      new Date().getUTCFullYear(),
      new Date().getUTCMonth(),
      new Date().getUTCDate(),
    );
    return HttpResponse.json(
      SUMMARIES.map((summary, day) => {
        const temperatureC = -5 + day * 7;
        return {
          date: new Date(today + (day + 1) * 86_400_000).toISOString().slice(0, 10),
          temperatureC,
          temperatureF: Math.round(32 + temperatureC * 1.8),
          summary,
        };
      }),
    );
  }),
];
