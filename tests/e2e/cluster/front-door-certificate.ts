import { findProgram } from '../../../scripts/cluster/services.mjs';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';

/**
 * Playwright's global setup: the cluster's certificate for localhost (scripts/cluster/local-certificate.mjs),
 * made before the workers start, and trusted by their Node.js (fetch, node:https, Playwright's request
 * client) through NODE_EXTRA_CA_CERTS, which Node.js reads only as a process starts. Verification stays
 * on: every other certificate is checked as before. Without openssl nothing is made, and the cluster
 * specs say what to install.
 */
export default function trustFrontDoorCertificate() {
  if (!findProgram('openssl')) return;
  process.env.NODE_EXTRA_CA_CERTS = localCertificate().certificate;
}
