/**
 * Whether a form of the page holds what the visitor typed or chose and has not sent: a field whose value
 * (or tick, or choice) differs from the one the page came with. A reload would throw that away, so the
 * chunk-load recovery leaves such a page as it is (the form reports its own failures).
 */
export function holdsUnsentInput(root: ParentNode): boolean {
  for (const form of root.querySelectorAll('form')) {
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement) {
        if (element.type === 'hidden' || element.type === 'submit' || element.type === 'button' || element.type === 'reset') continue;
        const changed = element.type === 'checkbox' || element.type === 'radio' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
        if (changed) return true;
      } else if (element instanceof HTMLTextAreaElement) {
        if (element.value !== element.defaultValue) return true;
      } else if (element instanceof HTMLSelectElement) {
        if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) return true;
      }
    }
  }
  return false;
}
