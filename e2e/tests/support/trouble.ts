import type { Page } from '@playwright/test';

/**
 * Records what went wrong in the page while a test ran (console warnings and errors, failed
 * requests, 4xx and 5xx answers), so a failure seen only in CI's log says more than "not found".
 */
export function watchTrouble(page: Page): () => string {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      lines.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) => {
    lines.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      lines.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return () => (lines.length ? lines.join('\n') : 'no console warning, failed request or 4xx/5xx');
}
