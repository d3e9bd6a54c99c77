'use client';

import { useRef, useState, type RefCallback } from 'react';

/** The text a visitor typed into the server's text area `id`, if it differs from what the server wrote there. */
function typedText(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement && element.value !== element.defaultValue ? element.value : undefined;
}

/**
 * Keeps what a visitor typed into a text area before React hydrated it. Hydrating a `<textarea>`, React
 * sets its value back to the text the server wrote into it when that text is not empty (the page
 * rendered after a post without JavaScript, which carries the posted values); an `<input>` keeps what
 * was typed. The text is read on the field's first render, before React reaches the element, and put
 * back as the element is attached, before `ref` (react-hook-form's registration) reads it: the form then
 * takes it as a field edited before it was ready, as it does an input's.
 */
export function useTextTypedBeforeHydration(id: string, ref: RefCallback<HTMLTextAreaElement>): RefCallback<HTMLTextAreaElement> {
  const [typed] = useState(() => typedText(id));
  const restored = useRef(false);
  return (element) => {
    if (element && !restored.current) {
      restored.current = true;
      if (typed !== undefined && element.value !== typed) element.value = typed;
    }
    return ref(element);
  };
}
