/**
 * Without scripts the copy-link buttons cannot work, so they are hidden (the
 * FAQ works without scripts: a GET form and <details> items). An unlayered
 * rule, so it wins over the utility classes.
 */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{"[data-requires-js]{display:none}"}</style>
    </noscript>
  );
}
