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

for name in gateway shell remote; do
  # The image serves /usr/share/nginx/html; any existing folder will do for the check.
  sed "s#/usr/share/nginx/html#$work#" "$here/$name.conf" > "$work/$name.conf"
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
  # The images run nginx unprivileged: it cannot bind a port below 1024.
  grep -q '^    listen 8080;$' "$here/$name.conf" || { echo "$name.conf must listen on 8080" >&2; exit 1; }
  echo "--- nginx -t $name.conf"
  nginx -t -q -c "$work/$name.nginx.conf"
done

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

if command -v docker-compose > /dev/null; then
  echo "--- docker-compose config"
  docker-compose -f "$root/docker-compose.yml" config -q
elif [ -n "${CI:-}" ]; then
  echo "docker-compose is missing (.ci/run installs it)" >&2
  exit 1
fi
echo "container configs OK"
