/**
 * Progressive enhancement of `<a href="#dialog-id" data-dialog-open>` and `<a data-dialog-close>`:
 * both become real buttons; the opener calls showModal() (focus moves in, Escape closes natively)
 * and focus returns to the opener when the dialog closes. A click on the backdrop closes it too.
 */
function toButton(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  for (const { name, value } of Array.from(link.attributes)) {
    if (name !== 'href') button.setAttribute(name, value);
  }
  button.append(...Array.from(link.childNodes));
  link.replaceWith(button);
  return button;
}

export function enhanceDialogs(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-dialog-open]')) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) continue;
    dialog.setAttribute('data-enhanced', '');
    const opener = toButton(link);
    opener.setAttribute('aria-haspopup', 'dialog');
    opener.setAttribute('aria-controls', id);
    opener.addEventListener('click', () => dialog.showModal());

    for (const close of dialog.querySelectorAll<HTMLAnchorElement>('a[data-dialog-close]')) {
      toButton(close).addEventListener('click', () => dialog.close());
    }
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => {
      // Drop a `#privacy-policy` left in the address so that :target doesn't show it again.
      if (location.hash === `#${id}`) history.replaceState(history.state, '', location.pathname + location.search);
      opener.focus();
    });
    // Arriving with the hash (a shared link): open it as a modal instead of the no-JS panel.
    if (location.hash === `#${id}`) dialog.showModal();
  }
}
