/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TThemeView } from '../theme/theme-view';

/** The footer content: the server's sanitised HTML from the Basic tab. */
export function Footer({ theme }: { theme: TThemeView }) {
  const html = theme.basic.footer_content;
  if (!html.trim()) return null;
  return (
    <footer class="site-footer">
      <div class="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </footer>
  );
}
