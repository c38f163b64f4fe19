/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * An interactive part of a server-rendered page: the server renders the component inside a
 * marked element with its props as JSON; the page script (src/client) hydrates it with the same
 * props, so the first response already shows it and the script only adds behaviour.
 */
export function Island({
  name,
  props,
  children,
  class: className,
}: {
  name: string;
  props: unknown;
  children: ComponentChildren;
  class?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} class={className}>
      {children}
    </div>
  );
}
