import { HttpResponse, http } from 'msw';
import { apiPath, parseBody, simulateLatency } from '@autoparts/shared/mock';
import { limitSignInRequests } from '../rate-limits';
import { accountExistsSchema } from '../schemas';
import { findUserByAccount } from '../users';

export const accountHandlers = [
  http.post(apiPath('/Account/CheckIfAccountExists'), async ({ request }) => {
    await simulateLatency();
    const limited = limitSignInRequests(request);
    if (limited) return limited;
    const parsed = await parseBody(request, accountExistsSchema);
    if (!parsed.ok) return parsed.response;
    return HttpResponse.json({ exists: findUserByAccount(parsed.data.account) !== undefined });
  }),
];
