import { registry } from './registry';
import { loaderScripts, startWidget } from './widget';

/**
 * Starts the widget of the script tag that is running (async scripts have it as currentScript);
 * without one (a tag manager that evaluates the file, or pastes it into an inline script), every
 * loader tag not started yet.
 */
export function boot() {
  const api = registry();
  const current = document.currentScript;
  const scripts = current instanceof HTMLScriptElement && current.src ? [current] : loaderScripts();
  for (const script of scripts) startWidget(script, api);
}
