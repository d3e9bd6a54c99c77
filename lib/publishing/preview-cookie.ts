/**
 * The cookie Next.js's draft mode sets (`draftMode().enable()`): signed by the server, so only its
 * presence is read here, by the request interceptor, which lets a previewing editor through to pages
 * that only a draft has. Whether draft mode is really on, the page itself asks Next.js.
 */
export const previewCookieName = '__prerender_bypass';
