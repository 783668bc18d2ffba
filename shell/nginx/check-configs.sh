#!/usr/bin/env bash
# Checks the container configs without a Docker engine (TOOLCHAIN.md): `nginx -t` on each nginx
# config wrapped as the nginx image includes it, and `docker-compose config -q` when installed
# (required in CI). `npm run check:images` runs it.
#   shell/nginx/check-configs.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# `nginx -t` on a server config wrapped as the nginx image includes it (in the http context).
nginx_check() {
  name="$1"
  cat > "$work/$name.nginx.conf" <<CONF
pid $work/$name.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/$name.conf;
}
CONF
  nginx -t -q -c "$work/$name.nginx.conf"
}

# The gateway looks every upstream up per request (a variable in each proxy_pass, Docker's DNS as
# resolver), so it starts, and serves the rest, with any service down: a name written into
# proxy_pass would be looked up once at start. Where each /api path goes is checked by running
# nginx on a copy: platform/server/__tests__/nginx-api-routes.test.ts.
if grep -nE '^\s*proxy_pass\s+https?://[A-Za-z0-9]' "$here/gateway.conf" >&2; then
  echo "gateway.conf: proxy_pass to a name, not a variable (see above)" >&2
  exit 1
fi

# The gateway's certificate is mounted when it runs (docker-compose.yml): a throwaway one here.
mkdir -p "$work/tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
  -subj /CN=localhost -keyout "$work/tls/tls.key" -out "$work/tls/tls.crt" 2> /dev/null

for name in gateway shell remote; do
  # The image serves /usr/share/nginx/html; any existing folder will do for the check.
  sed -e "s#/usr/share/nginx/html#$work#" -e "s#/etc/nginx/tls/#$work/tls/#" \
    "$here/$name.conf" > "$work/$name.conf"
  # The images run nginx unprivileged: it cannot bind a port below 1024.
  grep -q '^    listen 8080;$' "$here/$name.conf" || { echo "$name.conf must listen on 8080" >&2; exit 1; }
  echo "--- nginx -t $name.conf"
  nginx_check "$name"
done

# The Kubernetes release store's server (deploy/k8s/base/releases.conf), its store a folder here.
echo "--- nginx -t deploy/k8s/base/releases.conf"
mkdir -p "$work/releases-root"
sed "s#/releases;#$work/releases-root;#" "$root/deploy/k8s/base/releases.conf" > "$work/releases.conf"
nginx_check releases

sh -n "$here/40-runtime-config.sh"

# The start script on copies: a remote moved to another origin reaches the shell's CSP.
echo "--- 40-runtime-config.sh + nginx -t shell.conf with a moved remote"
cp "$root/shell/public/config.json" "$work/config.json"
RUNTIME_CONFIG_TARGET="$work/config.json" NGINX_CONF_TARGET="$work/shell.conf" \
  REMOTE_SHOP_URL='https://cdn.example:8443/shop/mf-manifest.json' \
  sh "$here/40-runtime-config.sh" > /dev/null
grep -q '"shop": "https://cdn.example:8443/shop/mf-manifest.json"' "$work/config.json"
grep -q 'default " https://cdn.example:8443"; # csp-origins' "$work/shell.conf"
nginx -t -q -c "$work/shell.nginx.conf"

# The area containers' start script: publishes a build into a store once, then leaves it be.
sh -n "$here/30-publish-release.sh"
echo "--- 30-publish-release.sh into an empty release store, twice"
mkdir -p "$work/html/i18n" "$work/releases"
printf '{\n  "name": "blog",\n  "version": "0.1.0-1a2b3c4d",\n  "builtAt": "2026-11-26T05:00:00.000Z",\n  "commit": null\n}\n' \
  > "$work/html/build.json"
echo '{"title":"Latest News"}' > "$work/html/i18n/en.json"
publish() { RELEASES_DIR="$work/releases" HTML_DIR="$work/html" sh "$here/30-publish-release.sh"; }
publish | grep -q 'blog 0.1.0-1a2b3c4d published'
cmp -s "$work/html/i18n/en.json" "$work/releases/blog/0.1.0-1a2b3c4d/i18n/en.json"
echo '{"title":"changed"}' > "$work/html/i18n/en.json"
publish | grep -q 'already in the release store'
grep -q 'Latest News' "$work/releases/blog/0.1.0-1a2b3c4d/i18n/en.json"
[ "$(ls -A "$work/releases/blog")" = "0.1.0-1a2b3c4d" ]
# A replica finding another one publishing the same version leaves it to that one.
rm -rf "$work/releases/blog" && mkdir -p "$work/releases/blog/.0.1.0-1a2b3c4d.lock"
publish | grep -q 'being published by another container'
[ ! -e "$work/releases/blog/0.1.0-1a2b3c4d" ]

if command -v docker-compose > /dev/null; then
  echo "--- docker-compose config"
  docker-compose -f "$root/docker-compose.yml" config -q
elif [ -n "${CI:-}" ]; then
  echo "docker-compose is missing (.ci/run installs it)" >&2
  exit 1
fi
echo "container configs OK"
