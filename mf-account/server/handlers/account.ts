import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, parseBody, simulateLatency } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { limitSignInRequests } from '../rate-limits';
import { accountExistsSchema } from '../schemas';

export function accountHandlers({ limits, users }: AccountContext): HttpHandler[] {
  return [
    http.post(apiPath('/Account/CheckIfAccountExists'), async ({ request }) => {
      await simulateLatency();
      const limited = await limitSignInRequests(limits, request);
      if (limited) return limited;
      const parsed = await parseBody(request, accountExistsSchema);
      if (!parsed.ok) return parsed.response;
      const user = await users.findByAccount(parsed.data.account);
      return HttpResponse.json({ exists: user !== undefined });
    }),
  ];
}
