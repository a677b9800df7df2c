import { Link, type LinkProps } from "react-router";
import { RESULTS_ID } from "./catalogue-state";
import { useReplaceUrl } from "./use-url-state";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** A click the page may handle itself: not a new tab or window, not a download. */
export const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type ResultsLinkProps = Omit<LinkProps, "to" | "replace" | "preventScrollReset"> & {
  /** The catalogue address to show. */
  to: string;
  /** Where the page load without scripts lands: the results unless told. */
  anchor?: string;
};

/**
 * A catalogue control as a link. Without scripts it reloads the page at the results (the address's #id); with them
 * the page changes in place under the visitor's finger, with no jump (the #id is left out of that navigation).
 */
export function ResultsLink({ to, anchor = RESULTS_ID, onClick, ...props }: ResultsLinkProps) {
  const replaceUrl = useReplaceUrl();
  const localePath = useLocalePath();
  return (
    <Link
      {...props}
      to={`${localePath(to)}#${anchor}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        replaceUrl(to);
      }}
    />
  );
}
