#!/usr/bin/env bash
# monolith-core/src/spec/arity.rs is what scripts/gen-arity.py writes (then rustfmt): the
# script is run in a scratch directory, and the two files must be the same.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/monolith-core/src/spec"
(cd "$tmp" && python3 "$root/scripts/gen-arity.py")
rustfmt --edition 2021 "$tmp/monolith-core/src/spec/arity.rs"
if ! diff -u monolith-core/src/spec/arity.rs "$tmp/monolith-core/src/spec/arity.rs"; then
  echo "monolith-core/src/spec/arity.rs is not what scripts/gen-arity.py writes:" \
    "run \`python3 scripts/gen-arity.py && cargo fmt\`, or change the script" >&2
  exit 1
fi
echo "spec/arity.rs is what scripts/gen-arity.py writes"
