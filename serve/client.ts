/**
 * The script `docs serve` adds to every HTML response (never to the files on disk): it listens to
 * the server's events, reloads the page after a rebuild (unless the site's client shows an edited
 * doc in place: renderer/live-update-event.ts), and shows build errors in an overlay
 * (file:line:col, message, rule) until they are fixed. Plain ES5-level JavaScript, no dependencies;
 * the overlay lives in a shadow root so the site's CSS and the overlay's do not meet.
 */
import type { Diagnostic } from '../engine/diagnostics.js';
import { LIVE_UPDATE_EVENT } from '../renderer/live-update-event.js';

/** A performance mark the script sets when a reload event with page data arrives (for measuring). */
export const LIVE_UPDATE_RECEIVED_MARK = 'docs:live-update-received';

/** A diagnostic as the overlay shows it. */
export interface OverlayDiagnostic {
  severity: 'error' | 'warning';
  rule: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** `file:line:col`, or `(site)`. */
  where: string;
}

/** What the client starts from: the build it shows, and the errors to show now. */
export interface ClientState {
  build: number;
  errors: OverlayDiagnostic[];
}

export const EVENTS_PATH = '/__docs/events';
export const STATUS_PATH = '/__docs/status';
export const OVERLAY_TAG = 'docs-serve-overlay';

export function toOverlayDiagnostic(d: Diagnostic): OverlayDiagnostic {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : '(site)';
  return {
    severity: d.severity,
    rule: d.rule,
    message: d.message,
    ...(d.file ? { file: d.file } : {}),
    ...(d.line ? { line: d.line } : {}),
    ...(d.column ? { column: d.column } : {}),
    where,
  };
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const OVERLAY_CSS = [
  ':host{all:initial}',
  '.backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(17,20,24,.72);display:flex;align-items:flex-start;justify-content:center;overflow:auto;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  '.panel{box-sizing:border-box;margin:48px 16px;max-width:960px;width:100%;background:#fff;color:#1c1e21;border-top:6px solid #b42318;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.4);padding:20px 24px}',
  'h2{margin:0 0 4px;font-size:20px;color:#9b1c1c}',
  'p{margin:0 0 12px;color:#4b5563}',
  'ol{list-style:none;margin:0;padding:0}',
  'li{border-top:1px solid #e5e7eb;padding:10px 0}',
  '.where{font:600 14px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1c1e21;word-break:break-all}',
  '.sev{display:inline-block;margin-left:8px;font:600 12px system-ui,sans-serif;text-transform:uppercase;color:#b42318}',
  '.sev.warning{color:#8a5a00}',
  'pre{margin:4px 0 0;white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1c1e21}',
  '.rule{color:#4b5563}',
  'button{float:right;font:inherit;font-size:14px;border:1px solid #9ca3af;background:#f9fafb;color:#1c1e21;border-radius:6px;padding:4px 12px;cursor:pointer}',
  'button:focus-visible{outline:3px solid #0b63c4;outline-offset:2px}',
  '@media (prefers-color-scheme:dark){.panel{background:#1b1f24;color:#e6e6e6}.where,pre{color:#e6e6e6}p,.rule{color:#9aa4b2}h2,.sev{color:#ff8a80}.sev.warning{color:#ffd27a}li{border-color:#2d333b}button{background:#262b31;color:#e6e6e6;border-color:#4b5563}}',
].join('');

/** The inline script for one response. */
export function clientScript(state: ClientState): string {
  return `(function(){
var state=${scriptJson(state)};
var TAG=${JSON.stringify(OVERLAY_TAG)},CSS=${JSON.stringify(OVERLAY_CSS)};
var dismissed='';
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]})}
function hide(){var o=document.querySelector(TAG);if(o)o.remove()}
function show(list){
  var errors=(list||[]).filter(function(d){return d.severity==='error'});
  var key=JSON.stringify(errors);
  if(!errors.length){hide();dismissed='';return}
  if(key===dismissed)return;
  var host=document.querySelector(TAG);
  if(!host){host=document.createElement(TAG);host.attachShadow({mode:'open'});(document.body||document.documentElement).appendChild(host)}
  host.setAttribute('data-count',String(errors.length));
  var items=errors.map(function(d){return '<li><div class="where">'+esc(d.where)+'<span class="sev '+esc(d.severity)+'">'+esc(d.severity)+'</span></div><pre>'+esc(d.message)+' <span class="rule">['+esc(d.rule)+']</span></pre></li>'}).join('');
  host.shadowRoot.innerHTML='<style>'+CSS+'</style><div class="backdrop" role="alertdialog" aria-modal="true" aria-labelledby="t" aria-describedby="d"><div class="panel"><button type="button" aria-label="Close the error overlay">Close</button><h2 id="t">'+(errors.length===1?'1 error':errors.length+' errors')+' in the site</h2><p id="d">Fix it and save: the page updates by itself. Until then the last good build is served.</p><ol>'+items+'</ol></div></div>';
  host.shadowRoot.querySelector('button').addEventListener('click',function(){dismissed=key;hide()});
}
function start(){show(state.errors)}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();
if(!window.EventSource)return;
var es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener('hello',function(e){var d=JSON.parse(e.data);if(d.build!==state.build){location.reload();return}show(d.errors)});
es.addEventListener('errors',function(e){show(JSON.parse(e.data).errors)});
es.addEventListener('reload',function(e){var d=JSON.parse(e.data);state.build=d.build;
  if(d.pages&&typeof CustomEvent==='function'){
    if(window.performance&&performance.mark)performance.mark(${JSON.stringify(LIVE_UPDATE_RECEIVED_MARK)});
    if(!window.dispatchEvent(new CustomEvent(${JSON.stringify(LIVE_UPDATE_EVENT)},{cancelable:true,detail:d})))return;
  }
  es.close();location.reload()});
window.addEventListener('pagehide',function(){es.close()});
})();`;
}

/** Adds the client script to an HTML document, before `</body>` (or at the end). */
export function injectClient(html: string, state: ClientState): string {
  const tag = `<script data-docs-serve>${clientScript(state)}</script>`;
  const at = html.lastIndexOf('</body>');
  return at >= 0 ? html.slice(0, at) + tag + html.slice(at) : html + tag;
}

/** The page shown when there is no build yet (the first load failed): the overlay says why. */
export function placeholderPage(state: ClientState): string {
  return injectClient(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not built | docs serve</title></head><body style="font:16px/1.6 system-ui,sans-serif;margin:40px"><h1>The site could not be built yet</h1><p>Fix the errors shown (also printed in the terminal) and save: this page reloads when the site builds.</p></body></html>',
    state,
  );
}
