// Types of cms-build.mjs, for its tests.
export declare function tsconfigWithoutBuildTypes(before: string, after: string, distDir: string): string | null;
export declare function keepTypeScriptFiles(distDir: string): () => void;
export declare function timedCmsBuild(options: { distDir: string; cms: { backendUrl: string; token: string }; logFile: string }): Promise<{
  ok: boolean;
  seconds: number;
  pagesGenerated: number | null;
  exitStatus?: number;
  error?: string;
  log: string;
}>;
