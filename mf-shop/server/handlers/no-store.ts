/** What a resolver reads of msw's request info. */
interface RequestInfo<Params> {
  request: Request;
  params: Params;
}

/**
 * A resolver whose every answer, refusals included, no browser or proxy cache keeps: the orders
 * endpoints answer a customer's addresses and order tokens. (The kit sends no-store by path for
 * the account area only.)
 */
export function noStore<Params = unknown>(
  resolve: (info: RequestInfo<Params>) => Promise<Response>,
) {
  return async (info: RequestInfo<Params>): Promise<Response> => {
    const response = await resolve(info);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}
