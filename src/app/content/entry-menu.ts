/**
 * The header's menu button on a content page, before the app is there: the same behaviour as the
 * app's `MobileMenu` on its server markup (the button's `aria-controls` names the panel): a click
 * toggles the panel, opening focuses its first entry, Escape closes and gives focus back.
 */
export function enhanceMenuButton(root: ParentNode = document): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls][data-testid="menu-button"]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!button || !panel) return;
  const show = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => {
    show(panel.hidden);
    if (!panel.hidden) panel.querySelector<HTMLElement>('a')?.focus();
  });
  panel.parentElement?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    event.preventDefault();
    show(false);
    button.focus();
  });
}
