/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_CSP, SECURITY_HEADERS } from '@autoparts/service-kit';
import { storefrontCsp } from '../security-headers';

// The Docker deployment's nginx sends what the Node gateway sends (`nginx -t` checks the syntax:
// shell/nginx/check-configs.sh).
function config(name: string): string {
  return readFileSync(
    path.join(__dirname, '..', '..', '..', 'shell', 'nginx', `${name}.conf`),
    'utf8',
  );
}

/** `add_header Name "value"` of a config, by lower-case name. */
function addedHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name = '', quoted, bare] of text.matchAll(
    /^\s*add_header\s+([\w-]+)\s+(?:"([^"]*)"|(\S+?))(?:\s+always)?;/gm,
  )) {
    headers[name.toLowerCase()] = quoted ?? bare ?? '';
  }
  return headers;
}

describe('the nginx configs', () => {
  it.each(['shell', 'remote', 'gateway'])('%s.conf hides the nginx version', (name) => {
    expect(config(name)).toMatch(/^server_tokens off;$/m);
  });

  it.each(['shell/nginx/shell', 'shell/nginx/remote', 'deploy/k8s/base/releases'])(
    "%s.conf sends the build's compressed copies, compressing the rest itself",
    (file) => {
      const text = readFileSync(path.join(__dirname, '..', '..', '..', `${file}.conf`), 'utf8');
      expect(text).toMatch(/^gzip_static on;$/m);
      expect(text).toMatch(/^gzip on;$/m);
    },
  );

  it.each(['shell', 'remote'])('%s.conf sends the common headers', (name) => {
    const headers = addedHeaders(config(name));
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers[header.toLowerCase()]).toBe(value);
    }
  });

  it('shell.conf sends the storefront policy, with the origins 40-runtime-config.sh writes', () => {
    const text = config('shell');
    const policy = addedHeaders(text)['content-security-policy'] ?? '';
    expect(text).toContain('default ""; # csp-origins');
    expect(policy.replaceAll('$csp_origins', '')).toBe(storefrontCsp());
    expect(policy.replaceAll('$csp_origins', ' https://cdn.example')).toBe(
      storefrontCsp(['https://cdn.example']),
    );
  });

  it('remote.conf sends the same-origin storefront policy', () => {
    expect(addedHeaders(config('remote'))['content-security-policy']).toBe(storefrontCsp());
  });

  it('gateway.conf adds each header only where an upstream sent none', () => {
    const text = config('gateway');
    expect(text).toContain(`"" "${API_CSP}";`);
    for (const value of Object.values(SECURITY_HEADERS)) expect(text).toContain(`"" "${value}";`);
    expect(text).toMatch(
      /\|\/api\/\(\?:Authentication\|Account\|account\)\(\?:\/\|\$\)" "no-store"/,
    );
  });

  it('gateway.conf forwards a remote’s file as the client encoded it', () => {
    const text = config('gateway');
    expect(text).toMatch(/map \$request_uri \$remote_upstream/);
    expect(text).toContain('proxy_pass http://$remote_upstream$is_args$args;');
    expect(text).not.toMatch(/proxy_pass [^;]*\$uri/);
  });
});
