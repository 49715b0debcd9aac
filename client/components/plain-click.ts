/**
 * A plain press of the main button: not one that asks the browser for a new tab or window, or a download
 * (a modifier key, another button). Scripts take over only such a press; any other keeps the link's own meaning.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
