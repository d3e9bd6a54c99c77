// Types of services.mjs for the TypeScript tests that start the cluster's pieces.
import type { ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export declare const root: string;
/** How long a started process's `stop()` waits after its signal before SIGKILL. */
export declare const killAfterMs: number;
export declare const installHint: Record<'redis-server' | 'nginx' | 'varnishd' | 'openssl' | 'promtool' | 'nginx-js-module', string>;
/** Where Debian's libnginx-mod-http-js puts nginx's JavaScript module. */
export declare const nginxJsModule: string;
export declare function findProgram(name: string): string | undefined;
export declare function missingPrograms(): { name: string; install: string }[];
export declare function startRedis(options: { port: number }): Promise<Service & { url: string }>;
export declare function copyBuild(distDir: string, name?: string): string;
export declare function startInstance(options: {
  distDir?: string;
  port: number;
  env?: Record<string, string>;
  log?: 'inherit' | 'ignore' | 'collect';
}): Promise<Service & { port: number; origin: string; output: string[] }>;
/** The site's security headers on the answers nginx gives itself, as [name, value]: over plain HTTP, and over HTTPS. */
/** nginx's own error pages and their headers (lib/edge/front-error-pages.ts, `NginxErrorPages`). */
export type NginxErrorPages = { headers: { http: [string, string][]; https: [string, string][] }; pages: Record<string, Record<'de' | 'en', string>>; englishPaths: string };
export declare function builtNginxErrorPages(): NginxErrorPages;
export declare function nginxConfig(options: {
  listen: string;
  upstreams: string[];
  prefix: string;
  tls?: { listen: string; certificate: string; key: string; publicOrigin: string };
  errorPages?: NginxErrorPages;
  /** The check of header fields over HTTP/2 (default: the repository's deploy/nginx-header-fields.js). */
  headerFields?: string;
}): string;
export declare function startNginx(options: {
  port: number;
  upstreams: string[];
  /** `publicOrigin`: the one host name it serves (default: `https://localhost:<port>`, where it runs). */
  tls?: { port: number; certificate: string; key: string; publicOrigin?: string };
  errorPages?: NginxErrorPages;
}): Promise<Service & { origin: string; plainOrigin: string }>;
export declare const varnishVcl: string;
export declare function varnishInstancesVcl(options: { upstreams: string[]; purgers: string[] }): string;
export declare function varnishParameters(options: { vclPath: string[] }): string[];
export declare function startVarnish(options: {
  port: number;
  purgePort: number;
  adminPort: number;
  upstreams: string[];
  purgers?: string[];
  memory?: string;
  siteVclFolder?: string;
  /** The build the instances serve (default `.next`): its draft-mode cookie passes the cache. */
  distDir?: string;
  /** Its preview id itself, instead of the build's. */
  previewModeId?: string;
}): Promise<Service & { origin: string; purgeUrl: string; adminPort: number; workFolder: string }>;
