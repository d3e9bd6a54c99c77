import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxErrorPages } from '@/lib/edge/front-error-pages';
import { nginxConfig, varnishInstancesVcl, varnishParameters } from '../../../scripts/cluster/services.mjs';

/** compose.yaml runs the topology `npm run cluster` starts and the tests check: both must say the same. */
describe('the container set-up', () => {
  it('gives nginx the configuration of the tested front door, on HTTPS with the mounted certificate (regenerate deploy/nginx.conf from nginxConfig when it changes)', () => {
    const expected = nginxConfig({
      listen: '80',
      upstreams: ['varnish:80'],
      prefix: '/var/cache/nginx',
      tls: { listen: '443', certificate: '/etc/nginx/tls/fullchain.pem', key: '/etc/nginx/tls/privkey.pem', publicOrigin: 'https://www.lumoplast.de' },
      errorPages: nginxErrorPages(),
      headerFields: '/etc/nginx/header-fields.js',
    });
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(expected);
    const compose = readFileSync('compose.yaml', 'utf8');
    expect(compose).toContain('ports: ["80:80", "443:443"]');
    expect(compose).toContain(':/etc/nginx/tls:ro');
    // The check of header fields over HTTP/2, where the configuration imports it from.
    expect(compose).toContain('./deploy/nginx-header-fields.js:/etc/nginx/header-fields.js:ro');
    // The build's public origin is the one plain HTTP redirects to.
    expect(compose).toContain('SITE_URL: ${SITE_URL:-https://www.lumoplast.de}');
  });

  it('speaks TLS 1.2 and 1.3 only, HTTP/2, serves its host name alone, and plain HTTP only redirects to the public origin', () => {
    const config = readFileSync('deploy/nginx.conf', 'utf8');
    // The site's server and the default one refusing other host names.
    expect(config.match(/^\s*ssl_protocols .*$/gm)).toEqual(['    ssl_protocols TLSv1.2 TLSv1.3;', '    ssl_protocols TLSv1.2 TLSv1.3;']);
    expect(config).toContain('listen 443 ssl http2;\n    server_name www.lumoplast.de;');
    expect(config).toContain('listen 443 ssl http2 default_server;\n    server_name _;');
    expect(config).toMatch(/server_name _;[\s\S]*location \/ \{\n\s+return 421;\n\s+\}\n\s+\}\n\}\n$/);
    expect(config).toMatch(/listen 80;\n\s+server_name www\.lumoplast\.de;/);
    expect(config).toContain('    return 301 https://www.lumoplast.de$request_uri;\n  }');
    expect(config.match(/proxy_pass/g)).toHaveLength(1);
    expect(config).toContain('proxy_set_header Host www.lumoplast.de;');
  });

  it('gives Varnish the tested VCL, the instances of compose.yaml as its backends and purgers, the build’s draft-mode cookie, and the tested parameters (regenerate deploy/varnish/instances.vcl from varnishInstancesVcl when it changes)', () => {
    expect(readFileSync('deploy/varnish/instances.vcl', 'utf8')).toBe(varnishInstancesVcl({ upstreams: ['site-a:3000', 'site-b:3000'], purgers: ['site-a', 'site-b'] }));
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const varnishStage = dockerfile.slice(dockerfile.indexOf('AS varnish'), dockerfile.indexOf('AS run'));
    expect(varnishStage).toContain('COPY deploy/varnish/lumoplast.vcl deploy/varnish/instances.vcl /etc/varnish/');
    expect(varnishStage).toContain('COPY --from=build /app/dist/varnish/site.vcl /app/dist/varnish/draft-mode.vcl /etc/varnish/');
    // The draft-mode cookie of the build the image's instances serve.
    expect(dockerfile).toContain('npm run build && node scripts/cluster/draft-mode-vcl.mjs .next dist/varnish/draft-mode.vcl');
    for (const parameter of varnishParameters({ vclPath: ['/etc/varnish'] })) expect(varnishStage).toContain(`"-p", "${parameter}"`);
    expect(readFileSync('compose.yaml', 'utf8')).toContain('EDGE_PURGE_URLS: http://varnish:6091/');
  });

  it('runs two instances sharing one Redis, each with its data folder on a volume, trusting one proxy hop, behind Varnish behind nginx', () => {
    const compose = readFileSync('compose.yaml', 'utf8');
    expect(compose).toMatch(/site-a: &site/);
    expect(compose).toMatch(/site-b:\n {4}<<: \*site/);
    // Each instance keeps its copy of the content store on a volume of its own.
    expect(compose).toContain('volumes: ["site-a-data:/app/.data"]');
    expect(compose).toContain('volumes: ["site-b-data:/app/.data"]');
    expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(compose).toMatch(/TRUSTED_PROXY_HOPS: "1"/);
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('runs the site’s server on Node.js 24 with the production packages, as a non-root user, health-checked', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile.match(/^FROM \S+/gm)).toEqual(['FROM node:24-bookworm-slim', 'FROM node:24-bookworm-slim', 'FROM debian:bookworm-slim', 'FROM node:24-bookworm-slim']);
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\.mjs"\]$/m);
    expect(dockerfile).toMatch(/^USER site$/m);
    expect(dockerfile).toContain('/api/health/');
  });
});
