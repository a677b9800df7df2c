import type { SeedTestimonial } from "./types.ts";

/**
 * Customer testimonials from the four offices' service areas. Names are shortened for privacy. Each review has
 * the Spanish version the Spanish home page shows.
 */
export const testimonials: SeedTestimonial[] = [
  {
    customerName: "Karen and Mike D.",
    location: "Wellington, Palm Beach County",
    city: "Wellington",
    state: "FL",
    rating: 5,
    content:
      "We compared concrete bids with fiberglass and the difference in timeline sold us. The crew set our shell, backfilled and had the water in within about ten days, and they protected our lawn and irrigation the whole time. The Ocean Blue finish looks amazing against our pavers.",
    contentEs:
      "Comparamos presupuestos de concreto con los de fibra de vidrio, y la diferencia en el tiempo de obra nos convenció. El equipo colocó el casco, rellenó y tenía el agua puesta en unos diez días, y cuidó el césped y el riego todo el tiempo. El acabado Ocean Blue se ve increíble con nuestros adoquines.",
    poolType: "Fiberglass",
    poolSize: "Medium 14x28",
    installationYear: 2024,
    projectValue: 61500,
    isVerified: true,
    isFeatured: true,
    source: "manual",
  },
  {
    customerName: "Tom R.",
    location: "Jupiter, Palm Beach County",
    city: "Jupiter",
    state: "FL",
    rating: 5,
    content:
      "Our lot is narrow with a tight side yard, and I was sure we would need to take down a fence panel and more. The team measured everything at the technical visit and the crane placed the shell right over the house. Clear payments tied to each stage, no surprises.",
    contentEs:
      "Nuestro terreno es angosto y el paso lateral es estrecho; estaba seguro de que habría que quitar una sección de la cerca y más. El equipo lo midió todo en la visita técnica y la grúa pasó el casco por encima de la casa. Pagos claros según cada etapa, sin sorpresas.",
    poolType: "Fiberglass",
    poolSize: "Small 12x24",
    installationYear: 2025,
    projectValue: 52800,
    isVerified: true,
    isFeatured: false,
    source: "manual",
  },
  {
    customerName: "Lisa M.",
    location: "Port St. Lucie, St. Lucie County",
    city: "Port St. Lucie",
    state: "FL",
    rating: 5,
    content:
      "They handled the permit and the HOA paperwork for us, which was the part I dreaded most. Once the shell arrived the install went quickly, and they walked us through the salt system and water testing at start-up. We use far fewer chemicals than we did with our old plaster pool.",
    contentEs:
      "Se encargaron del permiso y de los papeles de la HOA, que era lo que más me preocupaba. Cuando llegó el casco, la instalación fue rápida, y en la puesta en marcha nos explicaron el sistema de sal y cómo medir el agua. Usamos muchos menos químicos que con nuestra antigua piscina de yeso.",
    poolType: "Fiberglass",
    poolSize: "Medium 14x30",
    installationYear: 2024,
    projectValue: 58900,
    isVerified: true,
    isFeatured: true,
    source: "manual",
  },
  {
    customerName: "James and Ana P.",
    location: "Stuart, Martin County",
    city: "Stuart",
    state: "FL",
    rating: 4,
    content:
      "The pool itself is beautiful and the installation crew was excellent. Rain delayed our permit inspection by about a week, which was frustrating, but the office kept us informed and the final result was worth the wait.",
    contentEs:
      "La piscina es preciosa y el equipo de instalación fue excelente. La lluvia retrasó la inspección del permiso cerca de una semana, lo cual fue frustrante, pero la oficina nos mantuvo al tanto y el resultado valió la espera.",
    poolType: "Fiberglass",
    poolSize: "Large 16x36",
    installationYear: 2023,
    projectValue: 72400,
    isVerified: true,
    isFeatured: false,
    source: "manual",
  },
  {
    customerName: "Robert S.",
    location: "Ocala, Marion County",
    city: "Ocala",
    state: "FL",
    rating: 5,
    content:
      "The Ocala office was easy to work with from the first visit. We added a heat pump so we can swim through the cooler months, and the pool stays comfortable well into December. Straight answers, fair price and a clean job site.",
    contentEs:
      "Con la oficina de Ocala fue fácil trabajar desde la primera visita. Agregamos una bomba de calor para nadar en los meses frescos, y el agua sigue agradable hasta bien entrado diciembre. Respuestas claras, precio justo y una obra limpia.",
    poolType: "Fiberglass",
    poolSize: "Medium 14x28",
    installationYear: 2025,
    projectValue: 63200,
    isVerified: true,
    isFeatured: true,
    source: "manual",
  },
  {
    customerName: "Carol W.",
    location: "The Villages, Sumter County",
    city: "The Villages",
    state: "FL",
    rating: 5,
    content:
      "We wanted something small for exercise and cooling off, not a big family pool. The plunge pool fits our courtyard perfectly and was installed in under a week. It is easy to keep clean, and the built-in bench is my favorite spot in the afternoon.",
    contentEs:
      "Queríamos algo pequeño para hacer ejercicio y refrescarnos, no una piscina familiar grande. La piscina de inmersión cabe perfecta en nuestro patio y la instalaron en menos de una semana. Es fácil de mantener limpia, y la banca integrada es mi lugar favorito por la tarde.",
    poolType: "Fiberglass",
    poolSize: "Plunge 8x14",
    installationYear: 2025,
    projectValue: 44900,
    isVerified: true,
    isFeatured: false,
    source: "manual",
  },
  {
    customerName: "Daniel K.",
    location: "Winter Park, Orange County",
    city: "Winter Park",
    state: "FL",
    rating: 5,
    content:
      "We financed through one of their lending partners, and the online application only took a few minutes. The crew removed one section of our screen enclosure to set the shell and put it back good as new, and the Night Sky finish gives the water a deep blue that our guests always ask about.",
    contentEs:
      "Financiamos con uno de sus socios prestamistas, y la solicitud en línea tomó solo unos minutos. El equipo quitó una sección de la jaula de screen para colocar el casco y la volvió a poner como nueva, y el acabado Night Sky le da al agua un azul profundo por el que nuestros invitados siempre preguntan.",
    poolType: "Fiberglass",
    poolSize: "Medium 14x28",
    installationYear: 2026,
    projectValue: 66700,
    isVerified: false,
    isFeatured: true,
    source: "manual",
  },
  {
    customerName: "Melissa H.",
    location: "Clermont, Lake County",
    city: "Clermont",
    state: "FL",
    rating: 4,
    content:
      "Our backyard slopes toward the lake, so the crew had to build up the area and add a small retaining wall, which added a few days. They explained why before starting and the pool is level and solid. We just wish the paver color samples had been available sooner.",
    contentEs:
      "Nuestro patio tiene pendiente hacia el lago, así que el equipo tuvo que rellenar la zona y hacer un pequeño muro de contención, lo que sumó unos días. Nos explicaron el porqué antes de empezar, y la piscina quedó nivelada y firme. Solo nos hubiera gustado tener antes las muestras de color de los adoquines.",
    poolType: "Fiberglass",
    poolSize: "Large 16x32",
    installationYear: 2023,
    projectValue: 69800,
    isVerified: true,
    isFeatured: false,
    source: "manual",
  },
];
