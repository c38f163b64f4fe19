// The header's menu behind a 'Menu' button on small screens (docs/product/website.md#pages). The
// server draws it folded where the stylesheet says the screen is small (so the page does not move
// when this runs) and a noscript style keeps it open without the script; this makes the button
// open and close it.

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
