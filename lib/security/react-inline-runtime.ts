/**
 * The scripts React's server renderer writes inline into a page it streams (react-dom/server; Next.js
 * renders pages with its own copy, next/dist/compiled/react-dom). A script that moves late content into
 * place begins with those of the definitions below that the page has not had yet and ends with one call
 * (`$RC("B:0","S:0")`); the shell time and the form replaying are whole scripts. Copied exactly from
 * react-dom 19.3 (`completeSegmentScript1Full`, `clientRenderScriptFunctionOnly`,
 * `completeBoundaryScriptFunctionOnly`, `completeBoundaryWithStylesScript1FullPartial` without the call
 * they end with, `shellTimeRuntimeScript`, `formReplayingRuntimeScript` in
 * cjs/react-dom-server.node.production.js), so the policy approves these texts and nothing like them
 * (known-inline-scripts.ts). tests/unit/security/react-inline-runtime.test.ts fails when an upgrade of
 * `next` or `react-dom` writes other texts.
 *
 * Left out: `$RV` for view transitions, which React writes only for `<ViewTransition>`, which the site
 * does not use.
 */
export const reactInlineRuntime = {
  /** `$RS`: moves a segment rendered late into its placeholder. */
  completeSegment: '$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};',
  /** `$RX`: hands a boundary whose server render failed to the client (with the error digest). */
  clientRender: '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};',
  /** `$RC` (with `$RB`, `$RV`): moves a Suspense boundary finished late into place. */
  completeBoundary: '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};',
  /** `$RR` (with `$RM`): the same, once the style sheets the boundary needs have loaded. */
  completeBoundaryWithStyles: '$RM=new Map;$RR=function(n,w,p){function u(q){this._p=null;q()}for(var r=new Map,t=document,h,b,e=t.querySelectorAll("link[data-precedence],style[data-precedence]"),v=[],k=0;b=e[k++];)"not all"===b.getAttribute("media")?v.push(b):("LINK"===b.tagName&&$RM.set(b.getAttribute("href"),b),r.set(b.dataset.precedence,h=b));e=0;b=[];var l,a;for(k=!0;;){if(k){var f=p[e++];if(!f){k=!1;e=0;continue}var c=!1,m=0;var d=f[m++];if(a=$RM.get(d)){var g=a._p;c=!0}else{a=t.createElement("link");a.href=d;a.rel=\n"stylesheet";for(a.dataset.precedence=l=f[m++];g=f[m++];)a.setAttribute(g,f[m++]);g=a._p=new Promise(function(q,x){a.onload=u.bind(a,q);a.onerror=u.bind(a,x)});$RM.set(d,a)}d=a.getAttribute("media");!g||d&&!matchMedia(d).matches||b.push(g);if(c)continue}else{a=v[e++];if(!a)break;l=a.getAttribute("data-precedence");a.removeAttribute("media")}c=r.get(l)||h;c===h&&(h=a);r.set(l,a);c?c.parentNode.insertBefore(a,c.nextSibling):(c=t.head,c.insertBefore(a,c.firstChild))}if(p=document.getElementById(n))p.previousSibling.data=\n"$~";Promise.all(b).then($RC.bind(null,n,w),$RX.bind(null,n,"CSS failed to load"))};',
  /** `$RT`: when the first part of a streamed page was shown (paces the boundaries that follow). */
  shellTime: 'requestAnimationFrame(function(){$RT=performance.now()});',
  /** Keeps a form submitted before the page hydrated, for React to replay. */
  formReplaying: 'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});',
} as const;
