// The types of scripts/bench/budget.mjs, for the tests (tsconfig has no allowJs).
export declare const javascriptBudget: Readonly<{ default: number; home: number; contact: number }>;
export declare function budgetOf(routeId: string | null | undefined): number;
export declare function javascriptRatio(bytes: number, emptyBytes: number): number;
export type BudgetPage = { routeId: string | null; gzipBytes: number; label?: string };
export type CheckedPage<T extends BudgetPage> = T & { ratio: number; budget: number; overBudget: boolean };
export declare function checkJavaScriptBudget<T extends BudgetPage>(pages: readonly T[], emptyBytes: number): CheckedPage<T>[];
export declare function describeOverBudget(checked: readonly CheckedPage<BudgetPage>[], kB?: (bytes: number) => string): string[];
export declare const mainThreadBudget: Readonly<{ work: number; tbt: number; performancePoints: number }>;
export type MainThreadPage = { workMs: number; tbtMs: number; performance: number; routeId?: string | null; label?: string };
export type CheckedMainThread<T extends MainThreadPage> = T & { workRatio: number; tbtRatio: number; performanceBehind: number; overBudget: string[] };
export declare function checkMainThread<T extends MainThreadPage>(pages: readonly T[], empty: MainThreadPage): CheckedMainThread<T>[];
export declare function describeMainThreadOver(checked: readonly CheckedMainThread<MainThreadPage>[]): string[];
export declare const clientComponentBudget: Readonly<Record<string, number>>;
export declare function clientComponentBudgetOf(routeId: string | null | undefined): number;
