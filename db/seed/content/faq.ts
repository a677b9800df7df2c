import type { SeedFaqItem } from "./types.ts";

/**
 * Packages-page FAQ: 23 items in 9 categories.
 * Popular-search chips (heat, cost, installation time, permits, payment, warranty, maintenance)
 * each match at least one tag.
 */
export const faqItems: SeedFaqItem[] = [
  // General Pool Information (3)
  {
    question: "Why is fiberglass a good choice for a Florida pool?",
    answer:
      "A fiberglass shell is built in a factory and set in one piece, so it goes in far faster than a concrete pool and has a smooth, nonporous gelcoat surface that resists algae. That smooth surface means our customers typically use up to 50% fewer chemicals, and the flexible shell handles Florida's sandy soils and heat well. There is no plaster to etch or replaster, which keeps long-term costs down.",
    category: "General Pool Information",
    tags: ["fiberglass", "benefits", "florida"],
  },
  {
    question: "What pool sizes and shapes can I choose from?",
    answer:
      "Our collection runs from compact plunge pools of about 8 x 12 feet up to large family pools around 20 x 40 feet, in rectangle, freeform and built-in spa designs. Actual dimensions can vary by up to 3% from the published figures. Our pools are non-diving unless a model says otherwise. Browse the full range on our pools page or ask us which models fit your yard.",
    category: "General Pool Information",
    tags: ["sizes", "shapes", "plunge"],
  },
  {
    question: "Which areas of Florida do you serve?",
    answer:
      "We install pools across Florida from four offices: Ocala (our main office), West Palm Beach, Port St. Lucie and Orlando. Ocala covers Marion County, Gainesville and The Villages; West Palm Beach covers Palm Beach County; Port St. Lucie covers St. Lucie, Martin and Indian River counties; and Orlando covers Orange, Seminole and Lake counties. All offices are open Monday to Friday, 9AM to 4PM.",
    category: "General Pool Information",
    tags: ["service area", "offices"],
  },

  // Installation & Timeline (3)
  {
    question: "How long does a fiberglass pool installation take?",
    answer:
      "Most fiberglass pools are installed in 7-14 days, and compact pools often take just 3-5 days. On our package schedule, the installation itself runs 4-15 days depending on the pool and site, and landscaping and finishing work take another 3-30 days. Weather, inspections and the decking you choose are the main things that change the timeline.",
    category: "Installation & Timeline",
    tags: ["installation time", "timeline", "schedule"],
  },
  {
    question: "When can my installation start after I sign?",
    answer:
      "Installation is scheduled from about 45 days after permit approval and delivery of your pool shell. Permits, HOA review and shell delivery usually take one to four months, and installation and landscaping then add 4-90 days depending on the site and the finishing work you choose. We keep you updated at each step.",
    category: "Installation & Timeline",
    tags: ["start date", "permits", "schedule"],
  },
  {
    question: "What happens during the technical visit?",
    answer:
      "A specialist visits your property to measure the yard, check access for the crane and delivery truck (we need a path at least 8 feet wide), note utilities and drainage, and confirm where the equipment and electrical run will go. The technical visit is usually free, although a fee may apply for remote locations. You get a clear plan and price before any digging starts.",
    category: "Installation & Timeline",
    tags: ["site visit", "access", "installation"],
  },

  // Maintenance (3)
  {
    question: "How much maintenance does a fiberglass pool need?",
    answer:
      "Much less than concrete. Plan on testing and balancing the water weekly, emptying skimmer and pump baskets, and brushing or running a robotic cleaner as needed. Because the gelcoat is smooth and nonporous, algae has a hard time taking hold and most owners use up to 50% fewer chemicals.",
    category: "Maintenance",
    tags: ["maintenance", "chemicals", "cleaning"],
  },
  {
    question: "Can I use a saltwater system with a fiberglass pool?",
    answer:
      "Yes. Fiberglass is an excellent match for a salt chlorine generator because the gelcoat is not attacked by salt the way some plaster and metal surfaces can be. A salt system makes chlorine steadily from dissolved salt, which keeps levels even through hot Florida summers. You will still test the water and check the cell a few times a year.",
    category: "Maintenance",
    tags: ["salt", "maintenance", "chlorine"],
  },
  {
    question: "Should I drain my pool before a hurricane?",
    answer:
      "No. Never drain a fiberglass pool, for a hurricane or for any other reason, without talking to us first. The water holds the shell in place against groundwater pressure, and an empty shell can shift or lift out of the ground; improper draining can also void your warranty. Keep it full, switch off the equipment at the breaker and remove loose items from the deck instead.",
    category: "Maintenance",
    tags: ["hurricane", "draining", "maintenance"],
  },

  // Cost & Estimates (2)
  {
    question: "How much does a fiberglass pool cost in Florida?",
    answer:
      "Our pools start at $42k, and most complete projects fall between about $45,000 and $75,000 or more depending on size, model, decking, screen enclosure and upgrades such as heating or a spa. Your written estimate lists every item so you can compare fairly. Financing is available from 6.99% APR through our lending partners.",
    category: "Cost & Estimates",
    tags: ["cost", "price", "budget"],
  },
  {
    question: "What is included in the all-inclusive package, and is the estimate free?",
    answer:
      "The package covers the fiberglass shell, delivery and crane set, excavation and backfill, plumbing, the filtration equipment, a 40 ft electrical hookup, permit paperwork and start-up, and it comes with a 30-year limited warranty. Estimates are free with no obligation, and a specialist replies within 24 hours. Longer electrical runs, extra decking and other site-specific work are quoted separately so there are no surprises.",
    category: "Cost & Estimates",
    tags: ["cost", "package", "estimate"],
  },

  // Customization & Features (2)
  {
    question: "What finish colors are available?",
    answer:
      "Latham pools come in the Crystal collection (Sapphire Blue, Ocean Blue, Night Sky, Shale Gray, Coastal Bronze and Pearl White) and the Classic collection (Sapphire Blue, Ocean Blue and Night Sky). San Juan offers its own range of gelcoat colors. Lighter finishes make the water look bright aqua, while darker ones give a deep blue look, and we can show samples at your consultation.",
    category: "Customization & Features",
    tags: ["colors", "finish", "design"],
  },
  {
    question: "Can I add a spa, tanning ledge, lighting or water features?",
    answer:
      "Yes. Many models have a built-in spa or tanning ledge, and separate fiberglass spas can be paired with some pools. Popular upgrades include LED lighting, bubblers and deck jets, automatic covers where they suit the shape, heat pumps and automation you can control from your phone. We price each add-on in your estimate so you can pick what matters most.",
    category: "Customization & Features",
    tags: ["spa", "upgrades", "lighting"],
  },

  // Permits & Regulations (3)
  {
    question: "Do I need a permit to install a pool in Florida?",
    answer:
      "Yes, every in-ground pool needs a building permit from your county or city, and the electrical work is inspected as well. We prepare and submit the permit package, including the site plan and pool details, and schedule the required inspections. Review times vary from one jurisdiction to another, which is why installation is scheduled after permit approval.",
    category: "Permits & Regulations",
    tags: ["permits", "inspections", "county"],
  },
  {
    question: "What if my community has an HOA?",
    answer:
      "Most Florida HOAs require architectural approval before a pool permit is issued. We provide the drawings, site plan and product details your association usually asks for, and our HOA approval packet checklist on the resources page shows what to gather. Submitting early keeps your project on schedule.",
    category: "Permits & Regulations",
    tags: ["hoa", "approval", "permits"],
  },
  {
    question: "What pool safety features does Florida law require?",
    answer:
      "Florida's Residential Swimming Pool Safety Act requires new residential pools to have at least one approved safety feature, such as a compliant barrier or fence, an approved safety cover, or alarms on doors and windows that open to the pool area. Local codes can add their own requirements. We plan the safety features with you so the pool passes its final inspection.",
    category: "Permits & Regulations",
    tags: ["safety", "barrier", "permits"],
  },

  // Warranties & Guarantees (2)
  {
    question: "What warranty comes with my pool?",
    answer:
      "Our package includes a 30-year limited warranty, and fiberglass shells carry a structural warranty of 25 years or more from the manufacturer. Our installation work is backed by a 1-year workmanship guarantee. Exact terms differ by manufacturer, so we give you the written warranty for your model before you sign.",
    category: "Warranties & Guarantees",
    tags: ["warranty", "structural", "guarantee"],
  },
  {
    question: "What can void a pool warranty?",
    answer:
      "The most common problems are draining the pool without guidance, letting the water chemistry stay badly out of balance for long periods, and unauthorized repairs or alterations. Some manufacturers also require the warranty to be registered shortly after installation, which we help you do. Call us before any repair or draining and your coverage stays protected.",
    category: "Warranties & Guarantees",
    tags: ["warranty", "registration", "draining"],
  },

  // Payments & Financing (3)
  {
    question: "What is the payment schedule?",
    answer:
      "Payments follow project milestones: 10% initial payment, 35% at pre-construction, 35% at installation, 15% at finishing and the final 5% at completion. You never pay the full amount up front, and each payment matches visible progress on your pool.",
    category: "Payments & Financing",
    tags: ["payment", "schedule", "milestones"],
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "We accept check, bank transfer and Zelle. We do not accept cash or cryptocurrency. Every payment is confirmed with a receipt that matches the milestone it covers.",
    category: "Payments & Financing",
    tags: ["payment", "methods"],
  },
  {
    question: "Can I finance my pool?",
    answer:
      "Yes. We work with lending partners offering pool loans from 6.99% APR, with terms up to 15 years depending on the lender. Checking your options takes a few minutes and does not affect your credit score. We are not a lender: rates and approval are decided by each lender, and you can compare them on our financing page.",
    category: "Payments & Financing",
    tags: ["financing", "loans", "payment"],
  },

  // Pool Heating Options (2)
  {
    question: "What is the best way to heat a pool in Florida?",
    answer:
      "For most Florida homes, an electric heat pump is the best balance of cost and comfort because it works efficiently whenever the air is above about 50°F. Solar heating costs very little to run and suits homes with a large sunny roof, while a gas heater warms the water fastest for occasional use. We size the heater to your pool and how you plan to swim.",
    questionEs: "¿Cuál es la mejor forma de calentar una piscina en Florida?",
    answerEs:
      "Para la mayoría de las casas en Florida, una bomba de calor eléctrica es el mejor equilibrio entre costo y comodidad, porque funciona bien siempre que el aire esté por encima de unos 50°F. La calefacción solar cuesta muy poco de operar y conviene a casas con un techo grande y soleado, mientras que un calentador de gas calienta el agua más rápido para un uso ocasional. Elegimos el calentador según su piscina y cómo piensa usarla.",
    category: "Pool Heating Options",
    categoryEs: "Calefacción de la piscina",
    tags: ["heat", "heat pump", "solar"],
    tagsEs: ["calefacción", "bomba de calor", "solar"],
  },
  {
    question: "Does a heater really extend the swimming season?",
    answer:
      "Yes. Without heat, many Florida pools feel cold from roughly December through March, especially in Central and North Florida. A heater lets you swim comfortably most of the year, and a solar cover at night keeps in the warmth you paid for. Fiberglass shells also hold heat well, which helps keep running costs down.",
    questionEs: "¿De verdad un calentador alarga la temporada de baño?",
    answerEs:
      "Sí. Sin calefacción, muchas piscinas de Florida se sienten frías más o menos de diciembre a marzo, sobre todo en el centro y el norte del estado. Un calentador le permite bañarse con comodidad casi todo el año, y una cubierta solar por la noche conserva el calor que pagó. Las piscinas de fibra de vidrio también retienen bien el calor, lo que ayuda a bajar los costos de operación.",
    category: "Pool Heating Options",
    categoryEs: "Calefacción de la piscina",
    tags: ["heat", "season", "cover"],
    tagsEs: ["calefacción", "temporada", "cubierta"],
  },
];
