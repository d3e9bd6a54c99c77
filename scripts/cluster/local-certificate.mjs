// The certificate of the cluster's front door on this machine (`npm run cluster`, tests/e2e/cluster/):
// self-signed for localhost, made once with Debian's `openssl` under `.data/tls/` (ignored by git) and
// reused while it is valid for another day. A deployment brings a real one (docs/operations.md, "HTTPS").
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findProgram, installHint, root } from './services.mjs';

export const localCertificateFolder = join(root, '.data', 'tls');

/** The names the certificate is valid for: what a browser or a test on this machine asks for. */
const subjectAltNames = 'DNS:localhost,IP:127.0.0.1';

/**
 * The paths of the certificate and its key (PEM) for localhost, made when missing or expiring within a
 * day. The certificate is its own issuer: trust it by its file (NODE_EXTRA_CA_CERTS, a client's `ca`).
 */
export function localCertificate(folder = localCertificateFolder) {
  const certificate = join(folder, 'localhost.crt');
  const key = join(folder, 'localhost.key');
  if (existsSync(certificate) && existsSync(key) && validForADay(certificate)) return { certificate, key };
  const openssl = findProgram('openssl');
  if (!openssl) throw new Error(`openssl is missing: ${installHint.openssl}`);
  mkdirSync(folder, { recursive: true });
  // Made under names of this process, then renamed: a second process (another test worker) never reads half a file.
  const made = { certificate: `${certificate}.${process.pid}`, key: `${key}.${process.pid}` };
  const result = spawnSync(
    openssl,
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '365',
      '-subj', '/CN=localhost', '-addext', `subjectAltName=${subjectAltNames}`,
      '-keyout', made.key, '-out', made.certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    for (const file of Object.values(made)) rmSync(file, { force: true });
    throw new Error(`openssl could not make the certificate for localhost: ${result.stderr}`);
  }
  // nginx's master process reads both as root; the key is nobody else's business.
  chmodSync(made.key, 0o600);
  renameSync(made.key, key);
  renameSync(made.certificate, certificate);
  return { certificate, key };
}

function validForADay(certificate) {
  const openssl = findProgram('openssl');
  if (!openssl) return true;
  return spawnSync(openssl, ['x509', '-checkend', '86400', '-noout', '-in', certificate]).status === 0;
}
