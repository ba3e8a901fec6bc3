import { ENTRY_STORAGE_KEY } from '#domain/inquiry/source.ts';

/**
 * Notes, once per browser tab, the page on which the visitor entered the site and the page that
 * linked to it, in sessionStorage (no cookie, nothing sent anywhere): the inquiry form sends it with
 * an inquiry, so the firm sees where its leads come from (src/domain/inquiry/source.ts). Inline in
 * <head> with the language redirect, before it can move the visitor on. Kept as a string so the unit
 * test runs exactly what ships.
 */
export const entryNoteScript =
  `(function(){try{var s=sessionStorage,k=${JSON.stringify(ENTRY_STORAGE_KEY)};` +
  `if(!s.getItem(k))s.setItem(k,JSON.stringify({landing:location.pathname+location.search,referrer:document.referrer}))}catch(e){}})();`;
