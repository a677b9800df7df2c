export { default, loader } from "./not-found";
