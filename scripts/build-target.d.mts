// The types of scripts/build-target.mjs, for its test (tsconfig has no allowJs).
export interface BuildTarget {
  backendUrl: string | null;
  siteUrl: string;
}
type Environment = Readonly<Record<string, string | undefined>>;
export declare const buildTargetFile: string;
export declare function buildTargetOf(env?: Environment): BuildTarget;
export declare function writeBuildTarget(folder: string, env?: Environment): void;
export declare function buildTargetChange(folder: string, env?: Environment): string | undefined;
export declare function readBuildTarget(folder: string): BuildTarget | undefined;
export declare function environmentForBuild<T extends Environment>(folder: string, env?: T): T & { BACKEND_URL?: string };
export declare function keptTarget(folder: string, env?: Environment): { BACKEND_URL?: string; SITE_URL?: string };
