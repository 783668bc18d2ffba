import { HttpResponse, http } from 'msw';
import {
  apiPath,
  authenticatedUserId,
  parseBody,
  simulateLatency,
  unauthorized,
} from '@autoparts/shared/mock';
import { accountExistsSchema } from '../schemas';
import { findUserByAccount, findUserById, publicUser } from '../users';

export const accountHandlers = [
  http.post(apiPath('/Account/CheckIfAccountExists'), async ({ request }) => {
    await simulateLatency();
    const parsed = await parseBody(request, accountExistsSchema);
    if (!parsed.ok) return parsed.response;
    return HttpResponse.json({ exists: findUserByAccount(parsed.data.account) !== undefined });
  }),

  http.get(apiPath('/account/profile'), async ({ request }) => {
    await simulateLatency();
    const userId = authenticatedUserId(request);
    const user = userId === null ? undefined : findUserById(userId);
    return user ? HttpResponse.json(publicUser(user)) : unauthorized();
  }),
];
