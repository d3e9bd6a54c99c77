// The types of scripts/bench/budget.mjs, for the tests (tsconfig has no allowJs).
export declare const javascriptBudget: Readonly<{ default: number; home: number; contact: number }>;
export declare function budgetOf(routeId: string | null | undefined): number;
export declare function javascriptRatio(bytes: number, emptyBytes: number): number;
export type BudgetPage = { routeId: string | null; gzipBytes: number; label?: string };
export type CheckedPage<T extends BudgetPage> = T & { ratio: number; budget: number; overBudget: boolean };
export declare function checkJavaScriptBudget<T extends BudgetPage>(pages: readonly T[], emptyBytes: number): CheckedPage<T>[];
export declare function describeOverBudget(checked: readonly CheckedPage<BudgetPage>[], kB?: (bytes: number) => string): string[];
