import type { designAddOns as designAddOnsTable } from "../../schema/index.ts";

/**
 * The pool designer's add-ons (decision 030): a Florida fiberglass-pool set, installed
 * prices in whole dollars as a 2026 Florida installer quotes them (before permits).
 * Staff change prices, texts and pictures under /admin/design-add-ons; the keys are
 * part of shared design addresses and stay.
 */
export const designAddOns: Omit<typeof designAddOnsTable.$inferInsert, "displayOrder">[] = [
  {
    key: "heat-pump",
    name: "Heat pump",
    description:
      "An electric heat pump (about 110,000 BTU) that keeps the water near 84 °F from October to April for a few dollars a day.",
    nameEs: "Bomba de calor",
    descriptionEs:
      "Una bomba de calor eléctrica (unos 110,000 BTU) que mantiene el agua cerca de 84 °F de octubre a abril por unos pocos dólares al día.",
    imageUrl: "/images/add-ons/heat-pump.svg",
    pricingKind: "fixed",
    price: 5_800,
    choiceGroup: "heating",
  },
  {
    key: "gas-heater",
    name: "Gas heater",
    description:
      "A 400,000 BTU natural gas or propane heater that warms the pool within hours, for cold snaps and an attached spa.",
    nameEs: "Calentador de gas",
    descriptionEs:
      "Un calentador de gas natural o propano de 400,000 BTU que calienta la piscina en pocas horas, para los días fríos y un spa integrado.",
    imageUrl: "/images/add-ons/gas-heater.svg",
    pricingKind: "fixed",
    price: 4_600,
    choiceGroup: "heating",
  },
  {
    key: "salt-system",
    name: "Salt chlorine system",
    description:
      "A salt cell that makes chlorine from dissolved salt: softer water, no chlorine jugs, and far fewer chemicals to buy.",
    nameEs: "Sistema de cloro salino",
    descriptionEs:
      "Una celda que produce cloro a partir de sal disuelta: agua más suave, sin galones de cloro y muchos menos químicos que comprar.",
    imageUrl: "/images/add-ons/salt-system.svg",
    pricingKind: "fixed",
    price: 2_200,
  },
  {
    key: "led-lights",
    name: "LED pool lights",
    description:
      "Color-changing LED lights set into the pool wall, controlled from your phone. Most pools take two to four.",
    nameEs: "Luces LED para piscina",
    descriptionEs:
      "Luces LED de colores empotradas en la pared de la piscina, que usted controla desde su teléfono. La mayoría de las piscinas lleva de dos a cuatro.",
    unitLabelEs: "luz",
    imageUrl: "/images/add-ons/led-lights.svg",
    pricingKind: "per-unit",
    unitLabel: "light",
    price: 950,
    minQuantity: 1,
    maxQuantity: 8,
    defaultQuantity: 2,
  },
  {
    key: "tanning-ledge",
    name: "Tanning ledge",
    description:
      "A shallow sun shelf about 9 inches deep for lounge chairs, toddlers and a cool spot on hot days. Offered on models with room for one.",
    nameEs: "Repisa para broncearse",
    descriptionEs:
      "Una plataforma poco profunda, de unas 9 pulgadas, para tumbonas, niños pequeños y un lugar fresco en los días de calor. Se ofrece en los modelos que tienen espacio para una.",
    imageUrl: "/images/add-ons/tanning-ledge.svg",
    pricingKind: "fixed",
    price: 5_900,
    needsLedgeRoom: true,
  },
  {
    key: "safety-cover",
    name: "Automatic safety cover",
    description:
      "A motorized cover that closes the pool at the turn of a key, meets Florida's pool safety act, and keeps heat and leaves in.",
    nameEs: "Cubierta de seguridad automática",
    descriptionEs:
      "Una cubierta motorizada que cierra la piscina con solo girar una llave, cumple la ley de seguridad de piscinas de la Florida y conserva el calor sin dejar entrar hojas.",
    imageUrl: "/images/add-ons/safety-cover.svg",
    pricingKind: "fixed",
    price: 13_900,
  },
  {
    key: "screen-enclosure",
    name: "Screen enclosure",
    description:
      "An aluminum pool cage with insect screen over the pool and deck: no bugs, fewer leaves, and a barrier Florida code accepts.",
    nameEs: "Jaula de screen",
    descriptionEs:
      "Una jaula de aluminio con malla contra insectos sobre la piscina y la terraza: sin bichos, menos hojas y una barrera que acepta el código de la Florida.",
    imageUrl: "/images/add-ons/screen-enclosure.svg",
    pricingKind: "fixed",
    price: 17_500,
  },
  {
    key: "paver-deck",
    name: "Paver deck",
    description:
      "Travertine-look concrete pavers around the pool on a compacted base, cool underfoot and easy to repair.",
    nameEs: "Terraza de adoquines (pavers)",
    descriptionEs:
      "Adoquines de concreto con aspecto de travertino alrededor de la piscina, sobre una base compactada: frescos al pisar y fáciles de reparar.",
    unitLabelEs: "pie cuadrado",
    imageUrl: "/images/add-ons/paver-deck.svg",
    pricingKind: "per-unit",
    unitLabel: "sq ft",
    price: 16,
    minQuantity: 100,
    maxQuantity: 3_000,
    defaultQuantity: 400,
  },
  {
    key: "fence",
    name: "Pool safety fence",
    description:
      "A 4 ft aluminum barrier fence with a self-closing, self-latching gate, as Florida's Residential Swimming Pool Safety Act asks.",
    nameEs: "Cerca de seguridad para piscina",
    descriptionEs:
      "Una cerca de aluminio de 4 pies con puerta de cierre y pestillo automáticos, como pide la ley de seguridad de piscinas residenciales de la Florida.",
    unitLabelEs: "pie lineal",
    imageUrl: "/images/add-ons/fence.svg",
    pricingKind: "per-unit",
    unitLabel: "linear ft",
    price: 38,
    minQuantity: 20,
    maxQuantity: 500,
    defaultQuantity: 120,
  },
];
