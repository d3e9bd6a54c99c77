// The types of scripts/bench/build-javascript.mjs, for the tests (tsconfig has no allowJs).
export type BuildManifest = { rootMainFiles: string[] };
export type ClientManifest = { entryJSFiles?: Record<string, string[]>; clientModules?: Record<string, unknown> };
export declare function servedGzipBytes(contents: Uint8Array): number;
export declare function readBuildManifest(distPath: string): BuildManifest;
export declare function readClientManifest(file: string): ClientManifest;
export declare function pageScripts(buildManifest: BuildManifest, clientManifest: ClientManifest): string[];
export declare function emptyPageScripts(buildManifest: BuildManifest, clientManifest: ClientManifest): string[];
export declare function scriptBytes(distPath: string, scripts: readonly string[], cache?: Map<string, number>): number;
export declare function siteClientComponents(clientManifest: ClientManifest): string[];
export type BuildPage = {
  path: string;
  routeId: string | null;
  gzipBytes: number;
  clientComponents: string[];
};
export declare function buildPagesJavaScript(
  distPath: string,
  options: { routeIdOf: (path: string) => string | undefined },
): { emptyScripts: string[]; emptyGzipBytes: number; pages: BuildPage[] };
