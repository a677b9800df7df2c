// Spanish versions of the seeded landing pages (db/seed/content/landing-pages.ts), keyed by the English page's
// slug. "html" pages carry their translated HTML; "page" pages show a built-in page that is already translated, so
// only their title and meta tags are here and contentEs is null.
export interface SeedLandingPageSpanish {
  titleEs: string;
  metaTitleEs: string;
  metaDescriptionEs: string;
  contentEs: string | null;
}

export const landingPagesSpanish: Record<string, SeedLandingPageSpanish> = {
  "pool-resurfacing-ocala-fl": {
    titleEs: "Renovación de piscinas en Ocala, FL",
    metaTitleEs: "Renovación de piscinas en Ocala, FL | Lista en 5-7 días",
    metaDescriptionEs:
      "¿Piscina descolorida, áspera o con ampollas en Ocala o el condado de Marion? La renovamos en 5-7 días con epóxico o gelcoat. Presupuesto gratis en 24 horas.",
    contentEs: `<h2>Devuélvale la vida a su piscina en Ocala</h2>
<p>Muchas piscinas de Ocala se construyeron hace diez, veinte y hasta treinta años, y el sol del centro de Florida las castiga. Si su piscina se siente áspera bajo los pies, se ve con polvillo o manchada, o le empezaron a salir ampollas, no hace falta sacarla. Nuestra oficina de Ocala renueva piscinas de concreto y de fibra de vidrio en todo el condado de Marion, por lo general en <strong>5-7 días</strong>, con un acabado que puede durar <strong>15-20 años</strong>.</p>
<h2>Por qué se desgastan las piscinas en el condado de Marion</h2>
<p>Ocala está sobre piedra caliza, y muchas casas de la zona, sobre todo las de terrenos grandes fuera de la ciudad, llenan la piscina con agua de pozo. Esa agua suele tener mucho calcio y a veces trae hierro. Con los años deja marcas de sarro en la línea del agua, manchas color óxido y una superficie áspera y picada donde se agarran las algas. Súmele el sol fuerte, los aguaceros de verano que desbalancean la química del agua y las manchas de tanino de las hojas de los robles, y hasta una piscina bien cuidada termina necesitando una superficie nueva.</p>
<h3>Señales de alerta</h3>
<ul>
<li>Una superficie áspera, como papel de lija, en los escalones y las bancas</li>
<li>Un polvillo que se le queda en la mano, o el color desteñido</li>
<li>Ampollas, burbujas o pequeñas grietas en el acabado</li>
<li>Manchas que vuelven por más que cepille o le dé un tratamiento de choque</li>
<li>Algas que siguen apareciendo en los mismos lugares</li>
</ul>
<h2>Nuestros servicios de renovación en Ocala</h2>
<h3>Renovación con epóxico</h3>
<p>Un recubrimiento epóxico de alto espesor se adhiere a la superficie que ya tiene la piscina y deja un acabado liso y resistente a las manchas. Es una forma económica de renovar una piscina estructuralmente sana y tiene una garantía de mano de obra de 1 año.</p>
<h3>Renovación completa</h3>
<p>Nuestra opción más popular. Lijamos el acabado deteriorado, reparamos la base y aplicamos un sistema de gelcoat nuevo, del color que usted elija. La renovación completa tiene una <strong>garantía de 10 años</strong>.</p>
<h3>Reparación de grietas y ampollas</h3>
<p>Cuando el problema se limita a unas pocas zonas, abrimos, rellenamos y volvemos a dar acabado a las grietas y ampollas para que no se extiendan. Las reparaciones estructurales tienen garantía de hasta 10 años.</p>
<h2>Cómo se hace el trabajo</h2>
<ul>
<li><strong>Inspección:</strong> revisamos la superficie, la estructura, los accesorios de plomería y el agua del subsuelo, y le damos un presupuesto por escrito en menos de 24 horas.</li>
<li><strong>Vaciado y preparación con cuidado:</strong> la renovación es una de las pocas ocasiones en que se vacía una piscina, y solo lo hacemos en condiciones controladas, después de revisar el nivel freático. Por favor, nunca vacíe una piscina por su cuenta.</li>
<li><strong>Aplicación:</strong> el acabado nuevo se aplica en capas sobre una superficie limpia y reparada.</li>
<li><strong>Curado, llenado y puesta en marcha:</strong> llenamos la piscina, balanceamos el agua y le enseñamos a cuidar la superficie nueva.</li>
</ul>
<p>Nuestros equipos han renovado más de 500 piscinas, y el 98% de nuestros clientes de renovación dicen estar satisfechos con el resultado. Como la de Ocala es nuestra oficina principal, es fácil programar visitas en Ocala, Belleview, Dunnellon y Silver Springs Shores.</p>
<h2>Pida un presupuesto gratis de renovación</h2>
<p>Envíenos algunos detalles y fotos, y un especialista le responderá en menos de 24 horas. <a href="/es/estimate?sourcePage=pool-resurfacing-ocala-fl">Pida su presupuesto gratis de renovación</a>, vea todas las opciones en nuestra <a href="/es/resurfacing">página de renovación</a> o <a href="/es/contact">comuníquese con nuestro equipo</a> si tiene preguntas.</p>`,
  },
  "pool-services-tampa-fl": {
    titleEs: "Servicios de piscinas en Tampa, FL",
    metaTitleEs: "Servicios de piscinas de fibra de vidrio en Tampa, FL",
    metaDescriptionEs:
      "Instalación, diseño y renovación de piscinas de fibra de vidrio en Tampa Bay. Piscinas desde $42k, instaladas en 7-14 días. Pida un presupuesto gratis.",
    contentEs: `<h2>Piscinas de fibra de vidrio para los hogares de Tampa Bay</h2>
<p>En Tampa, una piscina es menos un lujo que una manera de disfrutar los ocho o nueve meses en que las tardes son calientes y bochornosas. Ayudamos a los dueños de casa de todo el condado de Hillsborough y del área de Tampa Bay a agregar una piscina nueva de fibra de vidrio, planear el diseño completo del patio o renovar una piscina gastada. Nuestra oficina de Orlando coordina los proyectos en el área de Tampa, así que usted trata con un solo equipo desde la primera visita hasta el primer chapuzón.</p>
<h2>Nuestros servicios en Tampa</h2>
<h3>Instalación de piscinas nuevas de fibra de vidrio</h3>
<p>El casco de fibra de vidrio se fabrica en planta y se coloca en una sola pieza, por eso la mayoría de las piscinas se instalan en <strong>7-14 días</strong> y las compactas en apenas <strong>3-5 días</strong>. La superficie lisa de gelcoat resiste las algas, y los dueños suelen usar hasta un 50% menos de químicos que con una piscina de yeso. Las piscinas empiezan en $42k, con paquetes todo incluido que traen una conexión eléctrica de 40 pies y una garantía limitada de 30 años.</p>
<h3>Diseño y planificación de la piscina</h3>
<p>Le ayudamos a escoger el modelo adecuado de las colecciones de Latham y San Juan, a ubicarlo pensando en el sol y la privacidad, y a planear la terraza, la iluminación, la calefacción y la jaula de screen para que todo el patio funcione en conjunto.</p>
<h3>Renovación y reparación de piscinas</h3>
<p>Si su piscina actual está descolorida, áspera o con ampollas, nuestro servicio de renovación la deja como nueva en 5-7 días, con un acabado que puede durar 15-20 años.</p>
<h2>Construir una piscina en las condiciones de Tampa</h2>
<ul>
<li><strong>Suelo arenoso y nivel freático alto.</strong> En buena parte del área de Tampa Bay hay arena suelta sobre un nivel freático poco profundo, sobre todo cerca de la bahía y en los vecindarios bajos. Controlamos el agua del subsuelo durante la excavación y rellenamos alrededor del casco en capas de 6 pulgadas para que quede firme y nivelado.</li>
<li><strong>Terreno kárstico.</strong> Bajo la superficie del centro-oeste de Florida hay piedra caliza. Durante la visita técnica revisamos el terreno, le preguntamos si ha habido hundimientos y recomendamos un estudio de suelo cuando el lugar lo pide.</li>
<li><strong>Tormentas de verano.</strong> De junio a septiembre hay tormentas con truenos casi todas las tardes. Programamos la excavación y la colocación del casco según el tiempo, y mantenemos la obra drenada y segura.</li>
<li><strong>Jaulas de screen.</strong> La mayoría de las piscinas de Tampa están dentro de una jaula de screen que las protege de las hojas y los insectos. Planeamos la piscina para que quepa en la jaula que ya tiene o para que funcione con una nueva.</li>
</ul>
<h2>Un proceso sencillo y claro</h2>
<p>Todo empieza con un presupuesto gratis y una visita técnica, que por lo general también es gratis. Nos encargamos de los documentos del permiso con su ciudad o condado y le ayudamos con la aprobación de la HOA; la instalación se programa a partir de unos 45 días después de aprobado el permiso y entregado el casco. Los pagos siguen etapas claras: 10% inicial, 35% antes de la obra, 35% en la instalación, 15% en los acabados y 5% en la entrega final. Si prefiere repartir el costo, <a href="/es/financing">hay financiamiento desde 6.99% APR</a> con nuestros socios prestamistas.</p>
<h2>Empiece en Tampa</h2>
<p>Cuéntenos sobre su patio y la piscina que tiene en mente, y un especialista le responderá en menos de 24 horas. <a href="/es/estimate?sourcePage=pool-services-tampa-fl">Pida su presupuesto gratis para una piscina en Tampa</a>, vea <a href="/es/pools">nuestra colección de piscinas de fibra de vidrio</a> o <a href="/es/contact">comuníquese con nuestro equipo</a>.</p>`,
  },
  "enhanced-pool-installation-jacksonville-fl": {
    titleEs: "Instalación de piscinas de fibra de vidrio en Jacksonville, FL",
    metaTitleEs: "Instalación de piscinas de fibra de vidrio en Jacksonville",
    metaDescriptionEs:
      "Piscinas de fibra de vidrio para Jacksonville y la First Coast, pensadas para suelo arenoso e inviernos frescos. Instaladas en 7-14 días. Presupuesto gratis.",
    contentEs: `<h2>Una piscina nueva para su patio en Jacksonville</h2>
<p>Las familias de Jacksonville tienen una temporada de baño larga, pero la First Coast no es el sur de Florida: en invierno llegan frentes fríos de verdad, y la primavera y el otoño pueden ser tan frescos que una piscina sin calefacción se queda sin usar. Una piscina de fibra de vidrio, con el tamaño y el equipo pensados para el norte de Florida, le da más meses en el agua con menos trabajo. Nuestra oficina de Ocala se encarga de los proyectos en el área de Jacksonville, desde el condado de Duval hasta las comunidades de rápido crecimiento de los condados de St. Johns y Clay.</p>
<h2>Por qué la fibra de vidrio funciona en la First Coast</h2>
<ul>
<li><strong>Instalación rápida.</strong> La mayoría de las piscinas de fibra de vidrio se instalan en 7-14 días, y los modelos compactos en 3-5 días, en lugar de los meses que puede tardar una piscina de concreto.</li>
<li><strong>Conserva bien el calor.</strong> El casco de fibra de vidrio aísla y ayuda a que el agua mantenga el calor en las noches frescas, algo que aquí importa más que más al sur.</li>
<li><strong>Poco mantenimiento.</strong> El gelcoat liso resiste las algas y las manchas, y los dueños suelen usar hasta un 50% menos de químicos.</li>
<li><strong>Hecha para durar.</strong> Los cascos tienen una garantía estructural de 25 años o más, y nuestros paquetes incluyen una garantía limitada de 30 años. Los términos varían según el fabricante.</li>
</ul>
<h2>Planificación para las condiciones de Jacksonville</h2>
<h3>Suelo y agua del subsuelo</h3>
<p>En gran parte del área de Jacksonville el suelo es arenoso, con capas de arcilla debajo, y el nivel freático puede estar a pocos pies de profundidad, sobre todo después de un verano lluvioso o de una tormenta del nordeste (nor'easter). Durante la visita técnica revisamos el terreno y el drenaje, planeamos el control del agua del subsuelo durante la excavación y rellenamos en capas de 6 pulgadas para que el casco se mantenga nivelado por muchos años.</p>
<h3>Calefacción y protección contra heladas</h3>
<p>Como en enero las noches pueden bajar casi al punto de congelación, recomendamos una bomba de calor para la mayoría de las piscinas de la First Coast, muchas veces junto con una cubierta solar. También programamos la protección contra heladas de los equipos, para que la bomba funcione cuando baja la temperatura y así proteja la plomería.</p>
<h3>Normas de la costa y de las comunidades</h3>
<p>Las casas cerca de las playas lidian con el aire salino y el viento, así que elegimos los equipos y los herrajes pensando en eso. Muchos vecindarios de la zona son comunidades planificadas con revisión arquitectónica, y preparamos los planos y los detalles que necesita su HOA antes de presentar el permiso.</p>
<h2>Lo que incluye su instalación</h2>
<p>Nuestro paquete todo incluido cubre el casco, la entrega y la colocación con grúa, la excavación y el relleno, la plomería, los equipos de filtración, los trámites del permiso, la puesta en marcha y una <strong>conexión eléctrica de 40 pies</strong>. Las piscinas empiezan en $42k, y la instalación se programa a partir de unos 45 días después de aprobado el permiso y entregado el casco. Los pagos siguen etapas sencillas: 10% inicial, 35% antes de la obra, 35% en la instalación, 15% en los acabados y 5% en la entrega final. Aceptamos cheque, transferencia bancaria y Zelle, y <a href="/es/financing">hay financiamiento desde 6.99% APR</a> con nuestros socios.</p>
<p>¿Quiere ver qué pasa cada día? Nuestro <a href="/es/installation">calendario de instalación</a> le explica cada paso.</p>
<h2>Empiece su proyecto de piscina en Jacksonville</h2>
<p>Cuéntenos algunos detalles sobre su patio y un especialista le responderá en menos de 24 horas. <a href="/es/estimate?sourcePage=enhanced-pool-installation-jacksonville-fl">Pida su presupuesto gratis para una piscina en Jacksonville</a> o <a href="/es/contact">comuníquese con nuestro equipo</a> si tiene preguntas.</p>`,
  },
  "fiberglass-pool-installation-sarasota-fl": {
    titleEs: "Instalación de piscinas de fibra de vidrio en Sarasota, FL",
    metaTitleEs: "Instalación de piscinas de fibra de vidrio en Sarasota, FL",
    metaDescriptionEs:
      "Piscinas de fibra de vidrio en Sarasota, pensadas para lanais con screen, suelo costero y brisa del Golfo. Instaladas en 7-14 días. Pida un presupuesto gratis.",
    contentEs: `<h2>Piscinas de fibra de vidrio hechas para la vida en Sarasota</h2>
<p>En Sarasota, la piscina suele ser el centro de la casa: la vista desde la cocina, el lugar para refrescarse después de la playa y la razón por la que el lanai se usa todo el año. Una piscina de fibra de vidrio va muy bien con ese estilo de vida. Se instala rápido, se siente lisa bajo los pies y se mantiene bonita con poco mantenimiento. Nuestra oficina de Orlando coordina las instalaciones en Sarasota y en las comunidades vecinas de la costa del Golfo.</p>
<h2>Por qué los dueños de casa de Sarasota eligen la fibra de vidrio</h2>
<ul>
<li><strong>Instalación rápida:</strong> la mayoría de las piscinas se instalan en 7-14 días, y las compactas en 3-5 días.</li>
<li><strong>Menos tiempo con los químicos:</strong> el gelcoat no poroso resiste las algas, así que los dueños suelen usar hasta un 50% menos de químicos.</li>
<li><strong>Ideal para el sistema de sal:</strong> la fibra de vidrio va muy bien con los cloradores de sal, una opción popular en las casas de la costa.</li>
<li><strong>Duradera:</strong> una garantía estructural de 25 años o más en el casco, además de la garantía limitada de 30 años de nuestro paquete. Los términos varían según el fabricante.</li>
</ul>
<h2>Detalles locales que tenemos en cuenta</h2>
<h3>Suelo costero y nivel freático poco profundo</h3>
<p>Los suelos del condado de Sarasota son sobre todo arena y conchas, y cerca de la bahía y de los cayos el nivel freático puede estar a solo unos pies de la superficie. Planeamos el desagüe de la excavación, colocamos el casco sobre una base compactada y rellenamos en capas de 6 pulgadas para que se mantenga nivelado por décadas.</p>
<h3>Zonas inundables y normas de la costa</h3>
<p>Las casas en las islas barrera y en las zonas bajas pueden estar en zonas inundables, con requisitos de construcción adicionales. Revisamos las condiciones de su propiedad durante la visita técnica y preparamos los documentos del permiso según lo que pida su ciudad o condado.</p>
<h3>Lanais con screen y terrenos pequeños</h3>
<p>La mayoría de las piscinas de Sarasota están dentro de una jaula de screen. Si ya tiene una, planeamos con usted el paso de la grúa y el retiro temporal de paneles, si hace falta. Necesitamos un acceso de al menos 8 pies de ancho, o espacio para que la grúa pase el casco por encima de la casa. En los terrenos más nuevos y pequeños, un modelo compacto o de inmersión le da una piscina de verdad sin llenar el patio.</p>
<h3>Aire salino y sol</h3>
<p>La brisa del Golfo trae sal, y el sol de verano es intenso. Recomendamos equipos y accesorios adecuados para la costa. En cuanto al acabado, Pearl White le da al agua un tono aguamarina brillante, y Night Sky la vuelve de un azul profundo e impactante.</p>
<h2>Precios y pagos claros</h2>
<p>Las piscinas empiezan en $42k, y nuestro paquete todo incluido trae el casco, la instalación, los equipos, los trámites del permiso y una conexión eléctrica de 40 pies. La instalación se programa a partir de unos 45 días después de aprobado el permiso y entregado el casco. Los pagos siguen etapas (10% inicial, 35% antes de la obra, 35% en la instalación, 15% en los acabados, 5% en la entrega final), y <a href="/es/financing">hay financiamiento desde 6.99% APR</a> con nuestros socios prestamistas.</p>
<h2>Planee su piscina en Sarasota</h2>
<p>Cuéntenos sobre su casa y un especialista le responderá en menos de 24 horas. <a href="/es/estimate?sourcePage=fiberglass-pool-installation-sarasota-fl">Pida un presupuesto gratis para su piscina en Sarasota</a>, vea <a href="/es/pools">nuestra colección de piscinas</a> o <a href="/es/contact">comuníquese con nuestro equipo</a>.</p>`,
  },
  "fiberglass-pools-gainesville-fl": {
    titleEs: "Piscinas de fibra de vidrio en Gainesville, FL",
    metaTitleEs: "Piscinas de fibra de vidrio en Gainesville | Equipo local",
    metaDescriptionEs:
      "Piscinas de fibra de vidrio en Gainesville y el condado de Alachua, instaladas por nuestro equipo de Ocala en 7-14 días. Desde $42k. Presupuesto gratis en 24 h.",
    contentEs: `<h2>Piscinas de fibra de vidrio para los hogares de Gainesville</h2>
<p>Los veranos en Gainesville son largos y húmedos, y una piscina en el patio los convierte en algo que se espera con ganas. Gainesville forma parte del área de servicio de nuestra oficina de Ocala, nuestra oficina principal, así que su proyecto lo lleva un equipo que trabaja a menudo en el condado de Alachua, desde los vecindarios de siempre cerca del centro hasta las comunidades más nuevas del oeste de la ciudad.</p>
<h2>Por qué la fibra de vidrio va bien en el centro-norte de Florida</h2>
<ul>
<li><strong>Instalada en días, no en meses:</strong> la mayoría de las piscinas de fibra de vidrio se instalan en 7-14 días, y las compactas en 3-5 días.</li>
<li><strong>Lisa y fácil de mantener limpia:</strong> la superficie de gelcoat resiste las algas, y los dueños suelen usar hasta un 50% menos de químicos.</li>
<li><strong>Agua tibia por más tiempo:</strong> la fibra de vidrio conserva bien el calor, algo que ayuda en una región donde las noches de invierno bajan a menudo a los 30 y 40 °F.</li>
<li><strong>Protección a largo plazo:</strong> los cascos tienen una garantía estructural de 25 años o más, y nuestros paquetes incluyen una garantía limitada de 30 años. Los términos varían según el fabricante.</li>
</ul>
<h2>Construir con el suelo y los árboles de Gainesville</h2>
<h3>Piedra caliza, arcilla y arena</h3>
<p>El condado de Alachua está sobre piedra caliza, y los sumideros (sinkholes) son parte conocida del paisaje local. El suelo pasa de arena profunda a bolsas de arcilla pegajosa en muy poca distancia. Durante la visita técnica revisamos el terreno, el drenaje y cualquier señal de asentamiento, y recomendamos un estudio de suelo cuando hace falta. El casco se coloca sobre una base compactada y se rellena en capas de 6 pulgadas.</p>
<h3>Robles y pinos grandes</h3>
<p>Los árboles de Gainesville son preciosos, pero las hojas, el polen y las raíces afectan a una piscina. Ubicamos la piscina para proteger las raíces principales, sugerimos una jaula de screen o una buena cubierta donde caen muchas hojas, y dimensionamos la filtración para la basura adicional.</p>
<h3>Calefacción para una temporada más larga</h3>
<p>Aquí una piscina sin calefacción es cómoda más o menos de mayo a octubre. Con una bomba de calor, y una cubierta solar para las noches frescas, la puede usar casi todo el año. Le mostramos las opciones y lo que cuesta operarlas antes de que decida.</p>
<h2>Un paquete claro y todo incluido</h2>
<p>Las piscinas empiezan en $42k. El paquete todo incluido cubre el casco, la entrega y la colocación con grúa, la excavación, la plomería, los equipos de filtración, los trámites del permiso, la puesta en marcha y una conexión eléctrica de 40 pies. La visita técnica suele ser gratis. La instalación se programa a partir de unos 45 días después de aprobado el permiso y entregado el casco, y los pagos siguen etapas: 10% inicial, 35% antes de la obra, 35% en la instalación, 15% en los acabados y 5% en la entrega final. <a href="/es/financing">Hay financiamiento desde 6.99% APR</a>.</p>
<h2>Hable con nuestro equipo</h2>
<p>Un especialista le responderá en menos de 24 horas. <a href="/es/estimate?sourcePage=fiberglass-pools-gainesville-fl">Pida su presupuesto gratis para una piscina en Gainesville</a>, vea <a href="/es/pools">nuestras piscinas de fibra de vidrio</a> o <a href="/es/contact">comuníquese con nuestro equipo</a>.</p>`,
  },
  "pool-installation-naples-fl-draft": {
    titleEs: "Instalación de piscinas de fibra de vidrio en Naples, FL",
    metaTitleEs: "Instalación de piscinas de fibra de vidrio en Naples, FL",
    metaDescriptionEs:
      "Piscinas de fibra de vidrio en Naples y el condado de Collier, para lanais, suelo arenoso y nivel freático alto. Instaladas en 7-14 días. Presupuesto gratis.",
    contentEs: `<h2>Piscinas de fibra de vidrio para los hogares de Naples</h2>
<p>En Naples la gente se baña casi todo el año, y una piscina de fibra de vidrio lo hace fácil: la mayoría de los modelos se instalan en 7-14 días, se mantiene lisa y limpia con hasta un 50% menos de químicos y cabe muy bien dentro de un lanai con screen. Nuestra oficina de West Palm Beach coordina los proyectos en la costa suroeste.</p>
<h2>Planificación para las condiciones del condado de Collier</h2>
<ul>
<li><strong>Nivel freático alto:</strong> buena parte de Naples está a solo unos pies por encima del agua del subsuelo, así que planeamos el desagüe de la excavación y rellenamos en capas de 6 pulgadas.</li>
<li><strong>Zonas inundables:</strong> las propiedades de la costa pueden tener requisitos de construcción adicionales, que resolvemos en los documentos del permiso.</li>
<li><strong>Aprobación de la comunidad:</strong> muchos vecindarios tienen revisión arquitectónica, y preparamos los planos que necesita su HOA.</li>
</ul>
<h2>Pida un presupuesto gratis</h2>
<p>Las piscinas empiezan en $42k, con la garantía limitada de 30 años del paquete. <a href="/es/estimate?sourcePage=pool-installation-naples-fl-draft">Pida su presupuesto gratis en Naples</a> o <a href="/es/contact">comuníquese con nuestro equipo</a>.</p>`,
  },
  "pool-resurfacing-port-st-lucie-fl": {
    titleEs: "Renovación de piscinas en Port St. Lucie, FL",
    metaTitleEs: "Renovación de piscinas en Port St. Lucie, FL",
    metaDescriptionEs:
      "Renovación y reparación de piscinas en Port St. Lucie, Stuart y la Treasure Coast. Acabados de epóxico y gelcoat en 5-7 días. Presupuesto gratis en 24 horas.",
    contentEs: null,
  },
};
