// The words of the wrapping carousel (above-ground series, San Juan series): the position it reads out and its
// buttons. `{item}` is what one slide is called, given by the page in the same language.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  showing: "Showing {item}",
  position: "{current} of {count}",
  previous: "Previous {item}",
  next: "Next {item}",
  showSlide: "Show {item} {number}: {title}",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    carousel: typeof en;
  }
}

export const carouselTexts = defineTexts("carousel", {
  en,
  es: {
    showing: "Viendo {item}",
    position: "{current} de {count}",
    previous: "{item} anterior",
    next: "{item} siguiente",
    showSlide: "Mostrar {item} {number}: {title}",
  },
});
