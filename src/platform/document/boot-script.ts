import {
  COLOR_MODE_KEY,
  DEFAULT_TEXT_SCALE,
  SYSTEM_DARK_QUERY,
  TEXT_SCALE_PROPERTY,
  TEXT_SCALES,
  TEXT_SIZE_KEY,
} from '../../domain/display-prefs.ts';
import { CONTENT_VIEWS_KEY, FREE_VIEW_LIMIT } from '../../domain/free-views.ts';

/** The attribute the boot script sets on <html>: 'closed', or '1' / '0' free views left. */
export const FREE_VIEWS_ATTRIBUTE = 'data-free-views';
/** The meta tag of a server-rendered page naming the piece behind its free-view gate. */
export const GATED_PIECE_META = 'edge:gated-piece';
/** The session hint's storage key (stores/session/session-hint.ts; platform/ may not import it). */
export const SESSION_HINT_STORAGE_KEY = 'edge_session';

/**
 * The meta tags of every built page naming the app's code: its module scripts, and the modules
 * they and the page need, fetched beside them. A build writes them in place of Vite's script
 * and modulepreload tags (vite.config.ts), so nothing is fetched before the first paint.
 */
export const ENTRY_META = 'edge:entry';
export const PRELOAD_META = 'edge:preload';

/**
 * Dark or light and the reading text size, by the rules of domain/display-prefs.ts (a unit test
 * holds the two together), on <html> before anything paints.
 */
const DISPLAY_PREFS = `(function(){var r=document.documentElement;function g(k){try{return localStorage.getItem(k);}catch(e){return null;}}var c=g('${COLOR_MODE_KEY}'),d=c==='dark'||(c!=='light'&&!!window.matchMedia&&matchMedia('${SYSTEM_DARK_QUERY}').matches);r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';var z=Number(g('${TEXT_SIZE_KEY}'));if(${JSON.stringify(TEXT_SCALES.filter((scale) => scale !== DEFAULT_TEXT_SCALE))}.indexOf(z)>=0)r.style.setProperty('${TEXT_SCALE_PROPERTY}',String(z));})();`;

/**
 * On a page the server rendered with a gated piece: this device's free views (and whether a
 * confirmed subscriber is signed in) say on <html> which outcome the styles show: the gate, or
 * the 'free view(s) remaining' line. The rules are domain/free-views.ts's (accessTo and
 * remainingNotice); a unit test holds the two together.
 */
const GATE = `(function(){try{var m=document.querySelector('meta[name="${GATED_PIECE_META}"]');if(!m)return;var s=JSON.parse(localStorage.getItem('${SESSION_HINT_STORAGE_KEY}')||'null');if(s&&s.unlimited===true)return;var v=JSON.parse(localStorage.getItem('${CONTENT_VIEWS_KEY}')||'null'),l=v&&v.viewedContent,ids=[];if(Object.prototype.toString.call(l)==='[object Array]'){for(var i=0;i<l.length;i++){if(typeof l[i]!=='string'){ids=[];break;}if(ids.indexOf(l[i])<0)ids.push(l[i]);}}var seen=ids.indexOf(m.content)>=0,left;if(!seen&&ids.length>=${FREE_VIEW_LIMIT}){left='closed';}else{left=Math.max(0,${FREE_VIEW_LIMIT}-ids.length-(seen?0:1));}if(left==='closed'||left<=1)document.documentElement.setAttribute('${FREE_VIEWS_ATTRIBUTE}',String(left));}catch(e){}})();`;

/**
 * The app's code, fetched once the page has painted (a rendered page is readable, and its links
 * work, before any of it runs): the module scripts ENTRY_META names, with PRELOAD_META's modules
 * beside them. A page in a background tab paints nothing, so there it starts at once. All of it
 * is asked for at once, but the scripts run one after the other, each added once the one before
 * has run: a script the browser has whole with the modules it imports runs them all in one task
 * (the libraries and the app together held the page for 60-250 ms on a phone-speed CPU); one at
 * a time, each is a task of its own, and the page can answer between them.
 */
const LOADER = `(function(){var done=false;function files(n){var m=document.querySelector('meta[name="'+n+'"]');return m&&m.content?m.content.split(' '):[];}function add(tag,set){var e=document.createElement(tag);e.crossOrigin='';set(e);document.head.appendChild(e);}function preload(l){for(var i=0;i<l.length;i++)add('link',function(e){e.rel='modulepreload';e.href=l[i];});}function run(l,i){if(i<l.length)add('script',function(e){e.type='module';e.src=l[i];e.onload=e.onerror=function(){run(l,i+1);};});}function load(){if(done)return;done=true;var s=files('${ENTRY_META}');preload(s.slice(1));preload(files('${PRELOAD_META}'));run(s,0);}function start(){if(document.visibilityState==='hidden'||!window.requestAnimationFrame)load();else requestAnimationFrame(function(){setTimeout(load,0);});}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();})();`;

/**
 * The one inline script of the site, in <head> before anything paints: the display preferences,
 * the free-view gate's outcome, and the loading of the app's code once the page has painted.
 * Plain ES5, since it runs before any module. The Content-Security-Policy allows exactly this
 * text, by its hash.
 */
export const BOOT_SCRIPT = DISPLAY_PREFS + GATE + LOADER;

/** The script's SHA-256 as the Content-Security-Policy names it (a unit test recomputes it). */
export const BOOT_SCRIPT_HASH = "'sha256-R4AaYVF+GoUooCzXCCFHcQrW1edSQ8jff5VCpailrwg='";
