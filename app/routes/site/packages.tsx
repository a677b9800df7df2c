export { default, loader, meta } from "./placeholder";
