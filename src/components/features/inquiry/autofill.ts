/**
 * Whether the browser's autofill filled the form in. A person using it can send the form within a
 * second of touching it, so the server does not time such a form (bot-signals.ts). Two signs, either
 * enough: a field still in the :autofill state when the form is sent (WebKit and Blink call it
 * :-webkit-autofill), or an input event as autofill sends it (Blink and WebKit a plain Event,
 * Gecko an InputEvent of type insertReplacementText; typing, pasting and dropping send InputEvents
 * of their own types).
 */
export function isAutofillInput(event: Event): boolean {
  // Selects and checkboxes send plain input events whoever changes them: only text fields tell.
  const target = event.target;
  const textField = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && ['text', 'email', 'tel'].includes(target.type));
  return textField && (!(event instanceof InputEvent) || event.inputType === 'insertReplacementText');
}

const matches = (control: Element, selector: string) => {
  try {
    return control.matches(selector);
  } catch {
    return false; // a browser that does not know the pseudo-class
  }
};

/** Whether a field of the form is still as the browser's autofill left it. */
export function showsAutofill(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll('input, select, textarea')].some((control) => matches(control, ':autofill') || matches(control, ':-webkit-autofill'));
}
