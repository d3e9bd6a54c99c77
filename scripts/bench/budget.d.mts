// The types of scripts/bench/budget.mjs, for the tests (tsconfig has no allowJs).
export declare const javascriptBudget: Readonly<{ default: number; home: number; contact: number }>;
export declare function budgetOf(routeId: string | null | undefined): number;
export declare function javascriptRatio(bytes: number, emptyBytes: number): number;
export type BudgetPage = { routeId: string | null; gzipBytes: number; label?: string };
export type CheckedPage<T extends BudgetPage> = T & { ratio: number; budget: number; overBudget: boolean };
export declare function checkJavaScriptBudget<T extends BudgetPage>(pages: readonly T[], emptyBytes: number): CheckedPage<T>[];
export declare function describeOverBudget(checked: readonly CheckedPage<BudgetPage>[], kB?: (bytes: number) => string): string[];
export declare const pageBudget: Readonly<{
  scriptsAdd: number;
  lcpMs: number;
  lcpRatio: number;
  tbt: number;
  performancePoints: number;
  cls: number;
  fullScores: readonly string[];
  work: number;
}>;
export type PageFigures = {
  workMs: number;
  withoutScriptsMs: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  scores: Record<string, number | null>;
  routeId?: string | null;
  label?: string;
};
export type Miss = { target: string; text: string };
export type CheckedPageFigures<T extends PageFigures> = T & {
  scriptsAddMs: number;
  scriptsAddRatio: number;
  workRatio: number;
  tbtRatio: number;
  lcpRatio: number;
  performanceBehind: number;
  misses: Miss[];
};
export declare function checkPages<T extends PageFigures>(pages: readonly T[], empty: PageFigures): CheckedPageFigures<T>[];
export declare function describeMisses(checked: readonly CheckedPageFigures<PageFigures>[]): string[];
export declare const clientComponentBudget: Readonly<Record<string, number>>;
export declare function clientComponentBudgetOf(routeId: string | null | undefined): number;
