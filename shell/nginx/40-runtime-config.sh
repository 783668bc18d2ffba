#!/bin/sh
# Runs at container start (nginx image's /docker-entrypoint.d/): a deployment moves a remote or
# the API without rebuilding the shell, like the Node gateway does.
#   CONFIG_JSON=/path/mounted.json  replaces the built config.json
#   API_BASE=...                    sets apiBase
#   REMOTE_<NAME>_URL=...           sets remotes.<name> (REMOTE_SHOP_URL -> shop)
set -eu

config="${RUNTIME_CONFIG_TARGET:-/usr/share/nginx/html/config.json}"

if [ -n "${CONFIG_JSON:-}" ]; then
    cp "$CONFIG_JSON" "$config"
fi

# Escapes a value for the replacement side of sed's s|||.
sed_value() {
    printf '%s' "$1" | sed -e 's/[\\|&]/\\&/g'
}

set_key() {
    key="$1"
    value="$(sed_value "$2")"
    sed -i "s|\"$key\"[[:space:]]*:[[:space:]]*\"[^\"]*\"|\"$key\": \"$value\"|" "$config"
    echo "config.json: $key -> $2"
}

if [ -n "${API_BASE:-}" ]; then
    set_key apiBase "$API_BASE"
fi

for variable in $(env | sed -n 's/^\(REMOTE_[A-Z0-9]*_URL\)=.*/\1/p'); do
    name="$(echo "$variable" | sed 's/^REMOTE_\(.*\)_URL$/\1/' | tr 'A-Z' 'a-z')"
    eval "value=\${$variable}"
    if [ -n "$value" ]; then
        if grep -q "\"$name\"[[:space:]]*:" "$config"; then
            set_key "$name" "$value"
        else
            echo "config.json has no remote '$name' to move ($variable ignored)" >&2
        fi
    fi
done

# The Content-Security-Policy (shell.conf's $csp_origins) must allow the origins config.json now
# points at: the scheme, host and port of each absolute address, and nothing else of it.
nginx_conf="${NGINX_CONF_TARGET:-/etc/nginx/conf.d/default.conf}"
origins="$(grep -o 'https\{0,1\}://[A-Za-z0-9.-]*\(:[0-9]*\)\{0,1\}' "$config" | sort -u | sed 's/^/ /' | tr -d '\n' || true)"
if [ -f "$nginx_conf" ]; then
    sed -i "s|default \"[^\"]*\"; # csp-origins|default \"$origins\"; # csp-origins|" "$nginx_conf"
    echo "Content-Security-Policy: other origins:${origins:- none}"
fi
