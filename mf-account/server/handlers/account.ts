import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, clientKey, parseBody, simulateLatency } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import { accountExistsSchema } from '../schemas';

export function accountHandlers({ limits, users }: AccountContext): HttpHandler[] {
  return [
    http.post(apiPath('/Account/CheckIfAccountExists'), async ({ request }) => {
      await simulateLatency();
      // The register page asks once per account typed; a list of accounts is another matter.
      const limited = await limits.accountChecksPerClient.take(clientKey(request));
      if (limited) return limited;
      const parsed = await parseBody(request, accountExistsSchema);
      if (!parsed.ok) return parsed.response;
      const user = await users.findByAccount(parsed.data.account);
      return HttpResponse.json({ exists: user !== undefined });
    }),
  ];
}
