import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteVcl } from '@/lib/edge/varnish-site-vcl';
import { findProgram, varnishInstancesVcl, varnishParameters, varnishVcl } from '../../../scripts/cluster/services.mjs';

describe('the repository’s VCL', () => {
  it('compiles with Debian’s Varnish and xkey, with the parts of a deployment and of the site', () => {
    const varnishd = findProgram('varnishd');
    expect(varnishd, 'varnishd is missing: sudo apt-get install -y varnish varnish-modules').toBeDefined();
    const folder = mkdtempSync(join(tmpdir(), 'lumoplast-vcl-'));
    chmodSync(folder, 0o755);
    try {
      writeFileSync(join(folder, 'instances.vcl'), varnishInstancesVcl({ upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], purgers: ['127.0.0.1'] }), { mode: 0o644 });
      writeFileSync(join(folder, 'site.vcl'), siteVcl(), { mode: 0o644 });
      const parameters = varnishParameters({ vclPath: [folder] }).flatMap((parameter) => ['-p', parameter]);
      const compiled = spawnSync(varnishd!, ['-C', '-n', join(folder, 'work'), '-f', varnishVcl, ...parameters], { encoding: 'utf8' });
      expect(compiled.stderr).not.toMatch(/Message from VCC|VCL compilation failed/);
      expect(compiled.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
