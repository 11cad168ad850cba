import { CONTENT_VIEWS_KEY, FREE_VIEW_LIMIT } from '../domain/free-views.ts';

/** The attribute the boot script sets on <html>: 'closed', or '1' / '0' free views left. */
export const FREE_VIEWS_ATTRIBUTE = 'data-free-views';
/** The meta tag of a server-rendered page naming the piece behind its free-view gate. */
export const GATED_PIECE_META = 'edge:gated-piece';
/** The session hint's storage key (stores/session/session-hint.ts; pwa/ may not import it). */
export const SESSION_HINT_STORAGE_KEY = 'edge_session';

/**
 * The one inline script of the site, in <head> before anything paints: on a page the server
 * rendered with a gated piece, it reads this device's free views (and whether a confirmed
 * subscriber is signed in) and says on <html> which outcome the styles show: the gate, or the
 * 'free view(s) remaining' line. The rules are domain/free-views.ts's (accessTo and
 * remainingNotice), written here in plain ES5 since it runs before any module; a unit test holds
 * the two together. The Content-Security-Policy allows exactly this text, by its hash.
 */
export const BOOT_SCRIPT = `(function(){try{var m=document.querySelector('meta[name="${GATED_PIECE_META}"]');if(!m)return;var s=JSON.parse(localStorage.getItem('${SESSION_HINT_STORAGE_KEY}')||'null');if(s&&s.unlimited===true)return;var v=JSON.parse(localStorage.getItem('${CONTENT_VIEWS_KEY}')||'null'),l=v&&v.viewedContent,ids=[];if(Object.prototype.toString.call(l)==='[object Array]'){for(var i=0;i<l.length;i++){if(typeof l[i]!=='string'){ids=[];break;}if(ids.indexOf(l[i])<0)ids.push(l[i]);}}var seen=ids.indexOf(m.content)>=0,left;if(!seen&&ids.length>=${FREE_VIEW_LIMIT}){left='closed';}else{left=Math.max(0,${FREE_VIEW_LIMIT}-ids.length-(seen?0:1));}if(left==='closed'||left<=1)document.documentElement.setAttribute('${FREE_VIEWS_ATTRIBUTE}',String(left));}catch(e){}})();`;

/** The script's SHA-256 as the Content-Security-Policy names it (a unit test recomputes it). */
export const BOOT_SCRIPT_HASH = "'sha256-QKQFLc2pT2W1BzR7I+Lfz0GeWRpUSAElHDg7tqYDAXg='";
