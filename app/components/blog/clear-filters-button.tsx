import { useNavigate } from "react-router";
import { BLOG_PATH } from "~/lib/blog/blog-list-query";
import { useLocalePath } from "~/lib/i18n/use-locale";

interface ClearFiltersButtonProps {
  children: React.ReactNode;
  className?: string;
  disabled?: boolean;
  /** Called before the navigation, e.g. to empty the search box. */
  onClear?: () => void;
}

/**
 * A real button that returns to the unfiltered blog: it submits an empty GET
 * form to /blog, so it works without JavaScript too.
 */
export function ClearFiltersButton({
  children,
  className = "btn-outline",
  disabled,
  onClear,
}: ClearFiltersButtonProps) {
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <form
      method="get"
      action={to(BLOG_PATH)}
      onSubmit={(event) => {
        event.preventDefault();
        onClear?.();
        void navigate(to(BLOG_PATH), { replace: true, preventScrollReset: true });
      }}
    >
      <button type="submit" className={className} disabled={disabled}>
        {children}
      </button>
    </form>
  );
}
