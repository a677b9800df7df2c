export * from "./booking.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./enums.ts";
export * from "./leads.ts";
export * from "./media.ts";
export * from "./operations.ts";
export * from "./staff.ts";
