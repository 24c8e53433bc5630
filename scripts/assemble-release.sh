#!/usr/bin/env bash
# The app image's recipe, runnable without Docker: the Dockerfile's stages call this script and nothing else
# builds the image, and test/api/release.postgres.test.ts runs a release assembled by it. See docs/operations.md.
#
#   scripts/assemble-release.sh DIR            all three steps below, in order
#   scripts/assemble-release.sh install        npm install in this repository, as the README does (dev dependencies too)
#   scripts/assemble-release.sh build          npm run build (contracts/dist, backend/dist, frontend/dist)
#   scripts/assemble-release.sh assemble DIR   DIR (new or empty) gets the package files, the built output and
#                                              the production dependencies only, Node 24 included: run it with
#                                              `cd DIR && node_modules/.bin/node backend/dist/main.js` (or worker.js)
#
# Why `npm install` and not `npm ci`: the registry this project is locked against lacks some other platforms'
# optional binaries (e.g. @swc/core-darwin-arm64), so the lock file cannot list them and `npm ci` refuses it as
# out of sync. `npm install` with the lock installs exactly the locked versions (docs/decisions.md).
set -euo pipefail

usage() {
  sed -n '5,10p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
npm_flags=(--no-audit --no-fund)

install_step() {
  echo "== install: npm install (every dependency, as the README does)"
  (cd "$repo" && npm install "${npm_flags[@]}")
}

build_step() {
  echo "== build: npm run build"
  (cd "$repo" && npm run build)
}

# What a release holds besides node_modules: the workspaces' package files and their built output.
workspaces=(contracts backend frontend)
built_outputs=(contracts/dist/index.js backend/dist/main.js backend/dist/worker.js frontend/dist/index.html)

assemble_step() {
  local dir=$1
  if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    echo "assemble-release: $dir is not empty; give a new or empty folder" >&2
    exit 1
  fi
  local file
  for file in "${built_outputs[@]}"; do
    if [ ! -f "$repo/$file" ]; then
      echo "assemble-release: $file is missing: build first (scripts/assemble-release.sh build)" >&2
      exit 1
    fi
  done
  echo "== assemble: $dir"
  mkdir -p "$dir"
  cp "$repo/package.json" "$repo/package-lock.json" "$dir/"
  local workspace
  for workspace in "${workspaces[@]}"; do
    mkdir -p "$dir/$workspace"
    cp "$repo/$workspace/package.json" "$dir/$workspace/"
    cp -R "$repo/$workspace/dist" "$dir/$workspace/dist"
    if [ -d "$repo/$workspace/locales" ]; then cp -R "$repo/$workspace/locales" "$dir/$workspace/locales"; fi
  done
  find "$dir" -name '*.tsbuildinfo' -delete
  # Production dependencies of the root (Node 24 itself: the `node` package) and of the backend, which brings
  # the contracts workspace as a link. The frontend's are left out: its bundle in frontend/dist already holds them.
  # The versions come from the lock, every tarball is checked against its integrity hash, so npm's cache may answer
  # (--prefer-offline; exported too for the npm that the `node` package's install script runs).
  echo "== assemble: npm install --omit=dev (root and backend)"
  (cd "$dir" && npm_config_prefer_offline=true npm install --omit=dev --workspace backend --include-workspace-root \
    --prefer-offline "${npm_flags[@]}")
  # npm keeps a dev dependency under --omit=dev when a production package names it as an optional peer: TypeScript
  # is one (@nestjs/swagger's compile-time plugin, which this app does not use). Nothing at run time loads it.
  rm -rf "$dir/node_modules/typescript" "$dir/node_modules/.bin/tsc" "$dir/node_modules/.bin/tsserver"
  local version
  version=$("$dir/node_modules/.bin/node" --version)
  case "$version" in
    v24.*) ;;
    *)
      echo "assemble-release: the release's Node is $version, not 24" >&2
      exit 1
      ;;
  esac
  echo "== release ready in $dir (Node $version, $(du -sh "$dir" | cut -f1))"
}

case "${1:-}" in
  install) [ $# -eq 1 ] || usage; install_step ;;
  build) [ $# -eq 1 ] || usage; build_step ;;
  assemble) [ $# -eq 2 ] || usage; assemble_step "$(realpath -m "$2")" ;;
  '' | -*) usage ;;
  *)
    [ $# -eq 1 ] || usage
    dir=$(realpath -m "$1")
    install_step
    build_step
    assemble_step "$dir"
    ;;
esac
