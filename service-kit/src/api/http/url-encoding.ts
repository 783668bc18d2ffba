/**
 * A path with broken percent-encoding (`/shop/products/%E0%A4%A`) cannot be decoded by any route
 * or static file lookup; it is answered as what it is instead of failing as a server error.
 */
export function isDecodable(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
}
