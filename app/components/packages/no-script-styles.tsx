/**
 * Without scripts the FAQ filters and the copy-link buttons cannot work, so
 * they are hidden and every FAQ answer is shown. Unlayered rules, so they win
 * over the utility classes.
 */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{".faq-answer.hidden{display:block}[data-requires-js]{display:none}"}</style>
    </noscript>
  );
}
