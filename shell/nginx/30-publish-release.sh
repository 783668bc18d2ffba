#!/bin/sh
# Runs at an area container's start (nginx image's /docker-entrypoint.d/): copies the build this
# image serves into the release store, a volume shared by the areas and the gateway, as
# /releases/<name>/<version>/. The gateway serves every version in the store under
# /remotes/<name>/<version>/, so a version stays served after its container is replaced, until
# someone removes it. A version already there is never overwritten.
#   RELEASES_DIR (default /releases), HTML_DIR (default /usr/share/nginx/html)
set -eu

store="${RELEASES_DIR:-/releases}"
html="${HTML_DIR:-/usr/share/nginx/html}"

if [ ! -d "$store" ] || [ ! -w "$store" ]; then
    echo "no writable release store at $store: this build is served as the latest only"
    exit 0
fi

# build.json is written by the build (shared/mf/release/describe-build.ts), one key per line.
name="$(sed -n 's/^ *"name": *"\([a-z][a-z0-9]*\)",*$/\1/p' "$html/build.json" | head -n 1)"
version="$(sed -n 's/^ *"version": *"\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*-[0-9a-f]\{8\}\)",*$/\1/p' "$html/build.json" | head -n 1)"
if [ -z "$name" ] || [ -z "$version" ]; then
    echo "$html/build.json names no version: not published" >&2
    exit 1
fi

target="$store/$name/$version"
if [ -d "$target" ]; then
    echo "$name $version is already in the release store"
    exit 0
fi
mkdir -p "$store/$name"
# Replicas of one version start together: the one that makes the lock folder publishes it.
if ! mkdir "$store/$name/.$version.lock" 2> /dev/null; then
    echo "$name $version is being published by another container"
    exit 0
fi
# Copied aside, then renamed: the gateway never serves a half-copied version.
partial="$store/$name/.$version.partial"
rm -rf "$partial"
cp -R "$html" "$partial"
mv "$partial" "$target"
rmdir "$store/$name/.$version.lock"
echo "$name $version published: /remotes/$name/$version/mf-manifest.json"
