/**
 * The seam between the client and where documents come from. A transport turns a request into a
 * status and a parsed body; everything after that (errors, the document, deserialization, validation,
 * pagination, reshaping) is the client's and the same for the CMS (`http-transport.ts`) and for the
 * embedded default (`embedded-transport.ts`).
 */
export type BackendMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface BackendRequest {
  method: BackendMethod;
  /** The path and query relative to the base URL: `jobs?filter%5Blocale%5D=de`, `news/3/image`. */
  target: string;
  /** The JSON:API document to send (POST, PATCH). */
  body?: unknown;
}

export interface BackendResponse {
  status: number;
  /** The parsed JSON body; undefined when the answer had none or it was not JSON. */
  body: unknown;
}

export interface Transport {
  /** What links in documents resolve against; `target`s are relative to it. Ends with `/`. */
  readonly baseUrl: URL;
  /** Answers a request. Throws `BackendError` (status 0 or 504) when no answer arrived. */
  send(request: BackendRequest): Promise<BackendResponse>;
  /** A file's URL as the site links it: a path on the CMS becomes absolute on the CMS's origin. */
  fileUrl(url: string): string;
}
