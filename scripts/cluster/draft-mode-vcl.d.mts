/** The preview id of the build in `distDir` (a folder from the project's root). */
export declare function previewModeIdOf(distDir: string): string;
/** `sub site_draft_mode`: passes a request that carries the build's draft-mode cookie, and no other. */
export declare function draftModeVcl(previewModeId: string): string;
