// Interim: the page's own content replaces this re-export.
export { default, loader, meta } from "../site/placeholder";
