// The header's menu behind a 'Menu' button on small screens (docs/product/website.md#pages). The
// server draws the menu open; this script shows the button and folds the menu only where the
// stylesheet says the screen is small, so a page without the script keeps every link.

export function foldMenu(root: Document) {
  const toggle = root.querySelector<HTMLButtonElement>('.menu-toggle');
  const menu = root.getElementById('site-menu');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
  };
  toggle.hidden = false;
  menu.classList.add('foldable');
  setOpen(false);
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.classList.contains('open')) return;
    setOpen(false);
    toggle.focus();
  });
}
