/**
 * A URL as the site reads it, without user, password, query or fragment (a base, such as the CMS's,
 * also with a trailing slash); `(not a URL)` for anything but an http(s) URL, which no build or
 * copy can use.
 */
export declare function addressAsRead(value: string, options?: { base?: boolean }): string;
