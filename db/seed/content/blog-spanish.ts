// Spanish versions of the seeded posts, so the Spanish blog (/es/blog) has every article from the first run. Keyed
// by the English post's slug.
export interface SeedBlogPostSpanish {
  titleEs: string;
  excerptEs: string;
  contentEs: string;
  metaTitleEs: string;
  metaDescriptionEs: string;
  tagsEs: string[];
}

export const blogPostsSpanish: Record<string, SeedBlogPostSpanish> = {
  "fiberglass-vs-concrete-pools-florida": {
    titleEs: "Piscinas de fibra de vidrio o de concreto en el clima de Florida",
    excerptEs:
      "El calor, la humedad, el suelo arenoso y nadar todo el año ponen a prueba cualquier piscina. Así se comparan la fibra de vidrio y el concreto para los hogares de Florida.",
    metaTitleEs: "Fibra de vidrio o concreto: piscinas en Florida",
    metaDescriptionEs:
      "Compare piscinas de fibra de vidrio y de concreto para el calor, la humedad y la arena de Florida: instalación, mantenimiento, químicos, costo y diseño.",
    tagsEs: ["fibra de vidrio", "concreto", "guía de compra", "florida"],
    contentEs: `<p>Casi todos los dueños de casa en Florida que empiezan a buscar una piscina enterrada terminan eligiendo entre dos materiales: un casco de fibra de vidrio hecho en fábrica o una piscina de concreto (gunite o shotcrete) construida a mano en el patio. Con cualquiera de las dos puede tener una piscina preciosa. Pero el clima, el suelo y la manera de usar la piscina en Florida inclinan la balanza de formas que es fácil pasar por alto si usted lee consejos escritos para estados más fríos.</p>
<h2>Lo que cambia en Florida</h2>
<p>En gran parte del país, una piscina se usa cuatro o cinco meses al año. Aquí funciona los doce meses, el agua está tibia casi todo ese tiempo y el sol es tan fuerte que se come el cloro en una tarde. Por eso la superficie de su piscina, y el trabajo que cuesta mantenerla limpia, importan más que casi cualquier otra cosa.</p>
<h3>Las algas y la superficie de la piscina</h3>
<p>Las piscinas de concreto llevan un acabado de yeso, de piedrita o de cuarzo. Son acabados porosos: vistos con lupa, están llenos de huequitos donde las esporas de las algas se asientan y crecen, y por eso las piscinas de concreto necesitan cepillado frecuente y cloro extra en julio y agosto. Una piscina de fibra de vidrio tiene una superficie de gelcoat lisa y no porosa. Las algas casi no tienen de dónde agarrarse, así que la mayoría de los dueños de piscinas de fibra de vidrio cepillan menos y usan hasta un 50% menos de químicos al año.</p>
<h3>La química del agua</h3>
<p>El yeso nuevo sigue subiendo el pH durante meses mientras cura, y esa superficie alcalina sigue afectando el agua por años. La fibra de vidrio es químicamente inerte, así que, una vez que el agua está balanceada, tiende a quedarse así. Eso le ahorra mucho tiempo cuando los aguaceros del verano le echan varias pulgadas de lluvia a la piscina cada semana.</p>
<h3>Suelo arenoso y agua freática alta</h3>
<p>Buena parte de Florida está sobre arena suelta con un nivel freático poco profundo. Un casco rígido de concreto puede agrietarse si el terreno se mueve. Un casco de fibra de vidrio tiene algo de flexibilidad, y eso le permite moverse con el suelo en vez de luchar contra él. Igual hay que instalarlo bien, sobre una base compactada y con el relleno en capas parejas, pero el material en sí se lleva muy bien con nuestro terreno.</p>
<h2>Tiempo de instalación y molestias</h2>
<p>Una piscina de concreto se construye por etapas: excavación, acero, plomería, el lanzado del casco, un período de curado, los azulejos, el borde (coping) y, por último, el acabado interior. En un verano lluvioso de Florida, todo eso puede alargarse a varios meses de barro y camiones en su patio. Un casco de fibra de vidrio llega terminado y se coloca con grúa. La mayoría de las piscinas de fibra de vidrio se instalan en <strong>7-14 días</strong>, y las piscinas compactas en <strong>3-5 días</strong>. Lo que más se espera son los permisos y la entrega del casco, no la construcción.</p>
<h2>El costo a lo largo de la vida de la piscina</h2>
<p>El precio de compra de una piscina de fibra de vidrio y el de una piscina de concreto comparable suelen estar más cerca de lo que la gente cree. Nuestras piscinas empiezan en $42k, y la mayoría de los proyectos completos quedan entre unos $45,000 y $75,000, según el tamaño y las opciones. La diferencia más grande aparece después:</p>
<table>
<thead><tr><th>Factor a largo plazo</th><th>Fibra de vidrio</th><th>Concreto</th></tr></thead>
<tbody>
<tr><td>Nuevo acabado interior</td><td>Casi nunca hace falta; el gelcoat dura muchos años con el agua balanceada</td><td>Volver a enyesar o poner un acabado nuevo más o menos cada 10-15 años</td></tr>
<tr><td>Uso de químicos</td><td>Hasta un 50% menos</td><td>Mayor, sobre todo en verano</td></tr>
<tr><td>Lavado con ácido</td><td>No hace falta</td><td>Cada cierto tiempo</td></tr>
<tr><td>Retención del calor</td><td>El casco aísla bien, así que los calentadores funcionan menos</td><td>El concreto le pasa el calor a la tierra</td></tr>
<tr><td>Garantía estructural</td><td>25+ años en el casco (los términos varían según el fabricante)</td><td>Varía mucho según el constructor</td></tr>
</tbody>
</table>
<h2>Cuándo conviene el concreto</h2>
<p>El concreto es la opción correcta en algunos casos. Los cascos de fibra de vidrio viajan en camión, así que su ancho se limita a unos 16 pies, y los modelos tienen formas fijas. Si quiere una piscina muy grande, una forma que siga un lindero poco común o una fosa de clavados honda, el concreto puede hacerlo; la mayoría de las piscinas de fibra de vidrio no son aptas para clavados, salvo que el modelo indique lo contrario. También conviene saber que las medidas del casco pueden variar hasta un 3% de las publicadas, algo que solo importa si el diseño está planeado con medidas exactas.</p>
<p>Para la gran mayoría de las familias de Florida que quieren una piscina relajante y fácil de cuidar para nadar, descansar y recibir visitas, la fibra de vidrio es la mejor opción. Puede comparar docenas de formas y tamaños en nuestra <a href="/es/pools">colección de piscinas</a>, o leer <a href="/es/blog/fiberglass-pool-installation-day-by-day">cómo es una instalación de fibra de vidrio, día a día</a>.</p>
<p>¿Quiere saber cuánto costaría una piscina de fibra de vidrio en su patio? <a href="/es/estimate">Pida un presupuesto gratis</a> y un especialista le responderá en menos de 24 horas.</p>`,
  },
  "fiberglass-pool-installation-day-by-day": {
    titleEs: "Cómo es la instalación de una piscina de fibra de vidrio, día a día",
    excerptEs:
      "De la primera palada al primer chapuzón en unas dos semanas. Esto es lo que pasa cada día de una instalación típica de piscina de fibra de vidrio en Florida.",
    metaTitleEs: "Instalación de una piscina de fibra de vidrio, día a día",
    metaDescriptionEs:
      "Vea qué pasa cada día al instalar una piscina de fibra de vidrio en Florida: excavación, grúa, relleno, terraza y puesta en marcha, en unas dos semanas.",
    tagsEs: ["instalación", "plazos", "fibra de vidrio", "grúa"],
    contentEs: `<p>Una de las mejores cosas de una piscina de fibra de vidrio es lo rápido que se instala. La mayoría de las instalaciones toman <strong>7-14 días</strong> desde la excavación hasta la puesta en marcha, y las piscinas compactas pueden quedar listas en <strong>3-5 días</strong>. Saber qué pasa cada día le quita mucho estrés al proceso, así que aquí le contamos cómo es una instalación típica en Florida.</p>
<h2>Antes de que llegue el equipo</h2>
<p>El trabajo en su patio es la parte corta. Antes de empezar, hay que tener algunas cosas listas:</p>
<ul>
<li><strong>Visita técnica.</strong> Un especialista mide el patio, revisa el camino de acceso, mira el drenaje y los servicios, y confirma dónde irán la base de los equipos y la línea eléctrica. La visita suele ser gratis; puede haber un cargo en zonas alejadas.</li>
<li><strong>Aprobaciones.</strong> Su HOA (si tiene) aprueba el diseño, y nosotros presentamos el paquete del permiso ante su ciudad o condado.</li>
<li><strong>Entrega del casco.</strong> El fabricante construye y envía su casco.</li>
</ul>
<p>La instalación se programa a partir de unos 45 días después de la aprobación del permiso y la entrega del casco. Mientras tanto, se localizan y se marcan los servicios subterráneos a través del servicio gratuito de localización de Florida, y usted puede ir preparando el patio: mover los muebles de exterior, marcar los rociadores del riego y decidir dónde se quedarán las mascotas. La grúa necesita un camino de acceso de al menos 8 pies de ancho, o espacio para levantar el casco por encima de la casa.</p>
<h2>La instalación, paso a paso</h2>
<h3>Día 1: trazado y excavación</h3>
<p>El equipo de instalación pinta el contorno de la piscina en el suelo, lo compara con el plano del sitio aprobado y excava el hueco, un poco más grande que el casco. La tierra se esparce en el mismo terreno o se saca, según lo que usted haya decidido. Si el nivel freático está alto, se instalan bombas para mantener seca la excavación.</p>
<h3>Día 2: preparación de la base</h3>
<p>El fondo de la excavación se forma a la medida del casco y se cubre con una cama compactada de piedra triturada o arena, nivelada con láser para que la piscina quede perfectamente plana. Se abren las zanjas para las tuberías que van hasta la base de los equipos.</p>
<h3>Día 3: el día de la grúa</h3>
<p>Este es el día en que todo el mundo saca fotos. El casco llega en un tráiler, y una grúa lo levanta por encima de la casa o lo pasa por el costado del patio y lo baja a su lugar. El equipo revisa el nivel en todas las direcciones y ajusta la base hasta que quede perfecto.</p>
<h3>Días 3 a 5: plomería y relleno</h3>
<p>Se conectan los retornos, los skimmers, los desagües y las luces, y se prueban a presión. Luego el equipo rellena alrededor del casco en <strong>capas de 6 pulgadas</strong>, compactando cada capa mientras la piscina se llena de agua al mismo ritmo. Subir el agua y el relleno a la par equilibra la presión a los dos lados de las paredes del casco.</p>
<h3>Días 5 a 8: equipos, electricidad e inspecciones</h3>
<p>La bomba, el filtro, el sistema de desinfección y el calentador, si lo hay, se montan en la base de los equipos. Nuestros paquetes incluyen una conexión eléctrica de 40 pies desde su panel hasta los equipos. Se instala la malla de conexión equipotencial alrededor de la piscina y se programan las inspecciones que exige su permiso.</p>
<h3>Días 8 a 12: collar y terraza</h3>
<p>Se vierte un collar de concreto, o viga perimetral, alrededor de la parte de arriba del casco para fijarlo en su lugar. Después se colocan el borde (coping) y la terraza, ya sea de adoquines, de travertino o con acabado de concreto.</p>
<h3>Días 12 a 14: puesta en marcha y recorrido</h3>
<p>Se encienden los equipos, se balancea el agua y el equipo le muestra cómo funciona todo: el horario de la bomba, el sistema de desinfección, la limpieza y lo que debe medir cada semana.</p>
<h2>Después de la instalación</h2>
<p>El paisajismo, la jaula de screen o la cerca suelen venir después de la instalación y pueden tomar entre 3 y 30 días, según el trabajo. La inspección final confirma que la barrera de seguridad de la piscina cumple los requisitos de Florida, y a partir de ahí la piscina es oficialmente suya para disfrutarla.</p>
<p>El clima es lo que más puede cambiar los plazos. Una semana de tormentas fuertes en verano puede pausar la excavación o el trabajo de concreto, y el equipo no coloca un casco con rayos ni con vientos fuertes. Por eso, en el calendario de nuestros paquetes, la instalación en sí toma 4-15 días. Puede ver el calendario completo en nuestra <a href="/es/installation">página de instalación</a>, y nuestro artículo sobre <a href="/es/blog/florida-pool-permits-and-hoa-approval">permisos y aprobación de la HOA</a> explica la parte del papeleo.</p>
<p>¿Quiere saber qué tan pronto podría estar nadando? <a href="/es/estimate">Pida un presupuesto gratis</a> y le prepararemos un calendario para su propiedad.</p>`,
  },
  "florida-pool-permits-and-hoa-approval": {
    titleEs: "Permisos de piscina y aprobación de la HOA en Florida: guía práctica",
    excerptEs:
      "Toda piscina enterrada en Florida necesita un permiso, y muchas necesitan antes la aprobación de la HOA. Qué esperar, qué documentos necesitará y cuánto tarda.",
    metaTitleEs: "Permisos de piscina y aprobación de la HOA en Florida",
    metaDescriptionEs:
      "Cómo funcionan los permisos de piscina y la aprobación de la HOA en Florida: documentos, retiros, inspecciones y plazos reales antes del día de la instalación.",
    tagsEs: ["permisos", "hoa", "inspecciones", "plazos"],
    contentEs: `<p>El papeleo es la parte menos emocionante de tener una piscina, pero marca el ritmo de todo lo demás. En Florida, toda piscina enterrada necesita un permiso de construcción y, si usted vive en una de las muchas comunidades del estado con restricciones en las escrituras, también necesitará la aprobación de su asociación de propietarios (HOA). Así suele funcionar el proceso y así puede mantenerlo en marcha.</p>
<h2>Paso uno: la aprobación arquitectónica de la HOA</h2>
<p>Si su casa está en una HOA, empiece aquí. La mayoría de las asociaciones tienen un comité de revisión arquitectónica (a veces llamado ARC o ARB) que debe aprobar los cambios exteriores antes de empezar la obra, y muchos departamentos de construcción esperan que esa aprobación esté resuelta antes de emitir el permiso. Los comités suelen reunirse una vez al mes, así que una solicitud que llega justo después de una reunión puede sumar semanas.</p>
<p>Un paquete típico para la HOA incluye:</p>
<ul>
<li>El survey de la propiedad (el plano de agrimensura) o un plano del sitio que muestre la piscina, la terraza y la ubicación de los equipos</li>
<li>El modelo de la piscina, sus medidas y el color del acabado</li>
<li>El material de la terraza y muestras de color</li>
<li>Los detalles de la cerca, el portón o la jaula de screen</li>
<li>Los cambios de jardinería y cómo drenará el patio</li>
<li>La licencia del contratista y sus certificados de seguro</li>
</ul>
<p>Lea las normas de su comunidad antes de escoger la distribución. Algunas limitan qué tan cerca del lindero trasero puede estar la piscina, exigen que los equipos queden ocultos a la vista, restringen los colores de las jaulas o prohíben ciertos estilos de cerca. Nosotros le preparamos los planos y la información de los productos, y nuestra <a href="/es/blog/pool-screen-enclosures-lanais-florida">guía de jaulas de screen</a> responde las preguntas que las HOA hacen con más frecuencia sobre las jaulas.</p>
<h2>Paso dos: el permiso de construcción</h2>
<p>La oficina que emite su permiso depende de dónde viva. Las casas dentro de los límites de una ciudad suelen tramitarlo con el departamento de construcción de la ciudad; las casas en zonas no incorporadas, con el condado. En cualquier caso, normalmente es un contratista con licencia quien lo solicita en su nombre. El paquete del permiso suele incluir:</p>
<ul>
<li><strong>Plano del sitio.</strong> La posición de la piscina con las distancias a los linderos, a la casa, a las servidumbres y, en propiedades con pozo séptico, al campo de drenaje.</li>
<li><strong>Especificaciones de la piscina.</strong> Los planos de ingeniería del casco y los detalles de la instalación.</li>
<li><strong>Detalles eléctricos y de plomería.</strong> Los equipos, el circuito y el plan de conexión equipotencial (bonding).</li>
<li><strong>Plan de barrera de seguridad.</strong> Cómo cumplirá la piscina los requisitos de seguridad de Florida para piscinas residenciales, que explicamos en nuestro artículo sobre la <a href="/es/blog/florida-pool-safety-barrier-law">ley de seguridad de piscinas</a>.</li>
</ul>
<p>Las propiedades en zonas inundables, en la costa o cerca de humedales y lagos pueden necesitar una revisión adicional. Para un proyecto de este tamaño también suele registrarse un Notice of Commencement (aviso de inicio de obra), que lo protege a usted y al contratista según las reglas de gravámenes de construcción de Florida.</p>
<h3>Retiros y servidumbres</h3>
<p>Los retiros (setbacks) son las distancias mínimas que la piscina y la terraza deben guardar respecto a los linderos y a las construcciones. Varían según la jurisdicción y a veces según la zona. Las servidumbres de servicios públicos y de drenaje también cuentan: por lo general no se puede poner una piscina dentro de una de ellas. Por eso la visita técnica y el survey van primero: nos dicen qué modelos caben de verdad.</p>
<h2>Inspecciones y plazos</h2>
<p>Una vez emitido el permiso, los inspectores visitan la obra en etapas fijas de la construcción. Las revisiones más comunes cubren la malla de conexión equipotencial y el trabajo eléctrico, las pruebas de presión de la plomería y la inspección final, que incluye la barrera de seguridad. Nosotros las programamos y recibimos al inspector en el sitio.</p>
<p>¿Cuánto tarda todo? Depende del calendario de reuniones de su HOA, de la carga de trabajo de su departamento de construcción y de si le piden correcciones. Algunos permisos salen en un par de semanas; en las jurisdicciones con mucho trabajo pueden tardar bastante más en temporada alta. La instalación se programa a partir de unos 45 días después de aprobado el permiso y entregado el casco y, una vez que empieza la obra, la mayoría de las piscinas de fibra de vidrio se instalan en 7-14 días.</p>
<h3>Cómo mantener el proceso en marcha</h3>
<ol>
<li>Busque su survey con tiempo. Si no lo encuentra, pedir uno nuevo puede demorar.</li>
<li>Presente la solicitud a su HOA en cuanto elija la piscina, y pregunte las fechas de sus reuniones.</li>
<li>Responda rápido si el departamento de construcción pide correcciones.</li>
<li>Tenga a mano la carta de aprobación de la HOA; algunas oficinas de permisos la piden.</li>
</ol>
<p>Nuestra lista descargable de documentos para la aprobación de la HOA, en la página de recursos, reúne todos los documentos en un solo lugar.</p>
<p>¿Quiere que nos encarguemos del papeleo? <a href="/es/estimate">Pida un presupuesto gratis</a> y le explicaremos lo que exigen su condado y su comunidad.</p>`,
  },
  "choosing-pool-size-small-backyard-plunge-pools": {
    titleEs: "Piscina para un patio pequeño: modelos de inmersión y compactos",
    excerptEs:
      "Un patio pequeño no le impide tener una piscina de verdad. Cómo medir su espacio, qué cabe y por qué las piscinas de inmersión y compactas gustan tanto en Florida.",
    metaTitleEs: "Piscinas para patios pequeños: de inmersión y compactas",
    metaDescriptionEs:
      "Cómo elegir el tamaño de piscina para un patio pequeño en Florida: retiros y espacio de terraza, piscinas de inmersión o compactas y lo que cuesta mantenerlas.",
    tagsEs: ["piscina de inmersión", "patio pequeño", "tamaño de piscina", "compacta"],
    contentEs: `<p>Los vecindarios más nuevos de Florida suelen tener lotes más pequeños, y muchas casas más antiguas ya dedican buena parte del patio a un área pavimentada o a un lanai. Si usted daba por hecho que su patio es demasiado pequeño para una piscina, vale la pena mirarlo otra vez. Las piscinas de fibra de vidrio de inmersión y compactas están pensadas justo para este caso, y se pueden instalar en apenas 3-5 días.</p>
<h2>Empiece por el espacio que de verdad tiene</h2>
<p>La piscina es solo una parte del espacio que ocupa el proyecto. Antes de enamorarse de un modelo, mida lo que queda disponible una vez que se tienen en cuenta las normas y las necesidades prácticas:</p>
<ul>
<li><strong>Retiros.</strong> Su ciudad o condado fija distancias mínimas desde los linderos y desde la casa. A menudo le quitan varios pies a cada lado del patio.</li>
<li><strong>Servidumbres.</strong> En las servidumbres de servicios públicos y de drenaje, a lo largo del fondo o del costado del lote, normalmente no se puede poner una piscina.</li>
<li><strong>Espacio de terraza.</strong> Cuente con al menos 3 a 4 pies de terraza alrededor de la piscina para caminar con seguridad, y más del lado donde quiera poner sillas.</li>
<li><strong>Base de los equipos.</strong> La bomba, el filtro y el calentador, si lo hay, necesitan un lugar, normalmente al lado de la casa, con paso libre para darles servicio.</li>
<li><strong>Acceso para la instalación.</strong> La grúa necesita un acceso de al menos 8 pies de ancho, o espacio suficiente para levantar el casco por encima de la casa.</li>
</ul>
<p>Una forma rápida de probar una distribución es marcar la silueta de la piscina en el césped con una manguera o con pintura en spray, y luego añadir la terraza alrededor. Párese donde irían sus sillas. Sorprende cuánto cambia la sensación con unos pocos pies.</p>
<h2>¿De inmersión, pequeña o mediana?</h2>
<p>Las piscinas de fibra de vidrio vienen en tamaños fijos, lo que facilita la planificación. Como guía aproximada:</p>
<table>
<thead><tr><th>Tamaño</th><th>Medidas típicas</th><th>Ideal para</th></tr></thead>
<tbody>
<tr><td>De inmersión</td><td>De unos 8 x 12 a 8 x 14 pies</td><td>Refrescarse, relajarse en el agua, patios interiores y patios de townhome</td></tr>
<tr><td>Compacta</td><td>Alrededor de 10 x 20 pies</td><td>Parejas y familias pequeñas que quieren espacio para moverse</td></tr>
<tr><td>Pequeña</td><td>Unos 12 x 24 pies</td><td>Familias con niños pequeños, nadar unos largos sin pretensiones</td></tr>
<tr><td>Mediana</td><td>De unos 14 x 28 a 16 x 32 pies</td><td>Recibir visitas y familias activas</td></tr>
</tbody>
</table>
<p>Las medidas publicadas pueden variar hasta un 3%, así que siempre confirmamos las medidas exactas del modelo que usted elija.</p>
<h3>Por qué las piscinas de inmersión funcionan tan bien en Florida</h3>
<p>Una piscina de inmersión (plunge pool) no es una versión en miniatura de una piscina grande; está hecha para otra forma de disfrutar el agua. La mayoría de la gente en Florida usa la piscina para refrescarse, flotar y conversar, no para nadar largos. Los modelos de inmersión suelen estar llenos de asientos: escalones anchos, bancas y a veces una repisa para tomar el sol. Tanto Latham como San Juan ofrecen diseños de inmersión desde unos 8 x 14 pies. Menos agua también significa menores costos de operación. Una bomba de calor más pequeña puede mantener una piscina de inmersión tibia como un spa en invierno, los químicos rinden más y la cubierta es fácil de manejar.</p>
<h3>Cuándo conviene una más grande</h3>
<p>Si tiene niños que se van a pasar los próximos diez años tirándose de bomba y jugando en la piscina, o si suele recibir grupos grandes, una piscina compacta o pequeña le da más agua libre sin ocupar mucho más patio. También vale la pena pensar en la reventa: en algunos vecindarios los compradores esperan una piscina de tamaño familiar. Su presupuesto también cuenta; las piscinas más grandes cuestan más al principio y también al calentarlas, como explica nuestra <a href="/es/blog/fiberglass-pool-cost-florida-budget-guide">guía de presupuesto</a>.</p>
<h2>Cómo hacer que una piscina pequeña se vea más grande</h2>
<ul>
<li>Elija un acabado claro, como Pearl White, para un agua luminosa que haga ver la piscina más grande y abierta.</li>
<li>Ubique la piscina donde se vea desde dentro de la casa, para que forme parte de la vista.</li>
<li>Use en la terraza el mismo material del patio, para que todo se vea como un solo espacio.</li>
<li>Añada iluminación y un burbujeador o un chorro desde la terraza; de noche, una piscina pequeña se convierte en el centro de atención.</li>
<li>Considere una jaula de screen que cubra la piscina y el patio a la vez.</li>
</ul>
<p>Recorra nuestra <a href="/es/pools">colección completa de piscinas</a> y filtre por tamaño para ver qué cabe, o vea los modelos de inmersión en nuestras páginas de <a href="/es/latham-pools">Latham</a> y <a href="/es/san-juan-pools">San Juan</a>.</p>
<p>¿No está seguro de qué cabe? <a href="/es/estimate">Pida un presupuesto gratis</a> y un especialista medirá su patio y le sugerirá los modelos que le funcionan.</p>`,
  },
  "fiberglass-pool-cost-florida-budget-guide": {
    titleEs: "¿Cuánto cuesta una piscina de fibra de vidrio en Florida?",
    excerptEs:
      "Lo que de verdad cuesta una piscina de fibra de vidrio en Florida, qué cubre un paquete todo incluido, qué extras suman y cómo se reparten los pagos del proyecto.",
    metaTitleEs: "Costo de una piscina de fibra de vidrio en Florida",
    metaDescriptionEs:
      "Arme el presupuesto de su piscina de fibra de vidrio en Florida: precios iniciales, qué cubre el paquete todo incluido, extras, costos del terreno y pagos.",
    tagsEs: ["costo", "presupuesto", "paquete", "pago"],
    contentEs: `<p>“¿Cuánto cuesta una piscina?” es lo primero que pregunta casi todo el mundo, y la respuesta honesta es que depende de la piscina, del patio y de los extras que usted quiera. Dicho esto, una piscina de fibra de vidrio es uno de los proyectos más predecibles que puede hacer en su casa, porque la pieza más grande, el casco, tiene un precio fijo. Esta guía explica cómo se arma un presupuesto para que usted planifique con confianza.</p>
<h2>El punto de partida</h2>
<p>Nuestras piscinas empiezan en $42k por un paquete completo instalado, y la mayoría de los proyectos terminados en Florida quedan entre unos <strong>$45,000 y $75,000 o más</strong>. En qué parte de ese rango quede depende sobre todo de tres cosas: el tamaño de la piscina, cuánta terraza y obra exterior lleve, y las mejoras que añada.</p>
<h3>Qué cubre un paquete todo incluido</h3>
<p>Comparar cotizaciones es mucho más fácil cuando sabe qué incluye cada una. Nuestro paquete todo incluido trae:</p>
<ul>
<li>El casco de fibra de vidrio de Latham o San Juan, con el color de acabado que usted elija</li>
<li>La entrega y la grúa para colocar el casco</li>
<li>La excavación, la preparación de la base y el relleno</li>
<li>La plomería, la bomba y el sistema de filtración</li>
<li>Una <strong>conexión eléctrica de 40 pies</strong> desde su panel hasta los equipos</li>
<li>El trámite del permiso y las inspecciones</li>
<li>La puesta en marcha, el balance del agua y un recorrido con usted para explicarle todo</li>
<li>Una <strong>garantía limitada de 30 años</strong></li>
</ul>
<p>Cuando otra cotización parezca más baja, revise si deja fuera cosas como la línea eléctrica, los permisos o el collar de concreto. Esas partidas suelen volver a aparecer más tarde como órdenes de cambio.</p>
<h2>Lo que sube el precio</h2>
<table>
<thead><tr><th>Concepto</th><th>Por qué varía</th></tr></thead>
<tbody>
<tr><td>Tamaño y modelo de la piscina</td><td>Los cascos más grandes cuestan más de fabricar, transportar y colocar, y necesitan más agua y químicos.</td></tr>
<tr><td>Terraza</td><td>Los adoquines, el travertino y los acabados de concreto tienen costos distintos, y el área crece rápido alrededor de las piscinas grandes.</td></tr>
<tr><td>Jaula de screen o cerca</td><td>La mayoría de las piscinas de Florida necesitan una de las dos, por comodidad y para cumplir los requisitos de seguridad.</td></tr>
<tr><td>Calefacción</td><td>Una bomba de calor o un sistema solar alarga su temporada; vea nuestra <a href="/es/blog/pool-heat-pump-vs-solar-florida">comparación de calentadores</a>.</td></tr>
<tr><td>Extras</td><td>Iluminación LED, burbujeadores, repisa para tomar el sol, spa, sistema de sal o automatización.</td></tr>
<tr><td>Condiciones del terreno</td><td>Líneas eléctricas de más de 40 pies, nivel freático alto, desniveles, acceso estrecho o tener que sacar tierra del sitio.</td></tr>
<tr><td>Jardinería</td><td>Reponer el césped, plantas nuevas y cambios en el riego después de la instalación.</td></tr>
</tbody>
</table>
<p>La visita técnica identifica las condiciones del terreno antes de que usted firme, para que no haya sorpresas después. La visita suele ser gratis, aunque puede haber un cargo en zonas alejadas.</p>
<h3>Costos después de la instalación</h3>
<p>Incluya también en su presupuesto los costos de operación: la electricidad de la bomba y del calentador, si lo tiene, los químicos, el mantenimiento ocasional de los equipos y un seguro de vivienda un poco más alto. Aquí la fibra de vidrio ayuda. Los dueños suelen usar hasta un 50% menos de químicos que con una piscina de yeso, y el gelcoat no necesita el nuevo acabado periódico que requieren las piscinas de concreto.</p>
<h2>Cómo funcionan los pagos</h2>
<p>Nunca paga toda la piscina por adelantado. Los pagos van ligados a etapas que usted puede ver:</p>
<table>
<thead><tr><th>Etapa</th><th>Pago</th></tr></thead>
<tbody>
<tr><td>Pago inicial</td><td>10%</td></tr>
<tr><td>Antes de la obra</td><td>35%</td></tr>
<tr><td>Instalación</td><td>35%</td></tr>
<tr><td>Acabados</td><td>15%</td></tr>
<tr><td>Entrega final</td><td>5%</td></tr>
</tbody>
</table>
<p>Aceptamos cheque, transferencia bancaria y Zelle. No aceptamos efectivo ni criptomonedas. Si prefiere repartir el costo en el tiempo, nuestros socios de financiamiento ofrecen préstamos para piscinas con tasas desde 6.99% APR; nuestro artículo sobre <a href="/es/blog/how-to-finance-a-pool-florida">cómo financiar una piscina</a> explica las opciones, y puede comparar a los socios en la <a href="/es/financing">página de financiamiento</a>.</p>
<h3>Una forma sencilla de fijar su presupuesto</h3>
<ol>
<li>Decida un rango de tamaño y forma de piscina que quepa en su patio.</li>
<li>Sume la terraza y una jaula de screen o una cerca.</li>
<li>Elija las dos o tres mejoras que más le importan; las demás puede añadirlas después.</li>
<li>Guarde un pequeño margen para imprevistos del terreno y para la jardinería.</li>
</ol>
<p>También puede ver todos los detalles del paquete en nuestra <a href="/es/packages">página de paquetes</a>.</p>
<p>La forma más rápida de tener una cifra real es una cotización hecha para su propiedad. <a href="/es/estimate">Pida su presupuesto gratis</a> y le daremos por escrito el precio de la piscina, de las opciones y del trabajo en el terreno.</p>`,
  },
  "pool-heat-pump-vs-solar-florida": {
    titleEs: "Bomba de calor o calentador solar para su piscina en Florida",
    excerptEs:
      "Las piscinas de Florida se enfrían de diciembre a marzo. Compare bombas de calor, paneles solares y calentadores de gas para alargar su temporada de baño.",
    metaTitleEs: "Bomba de calor o solar para su piscina en Florida",
    metaDescriptionEs:
      "¿Bomba de calor, solar o gas? Compare cómo calentar la piscina en Florida por costo de operación, rapidez, techo y clima, del norte a la Treasure Coast.",
    tagsEs: ["calentar", "bomba de calor", "solar", "calefacción"],
    contentEs: `<p>A muchos dueños de piscina nuevos les sorprende, pero incluso en Florida una piscina sin calefacción puede sentirse fría buena parte del año. Más o menos entre diciembre y marzo, el agua en el centro y el norte de Florida puede bajar a los 60 y pico grados (°F), demasiado fría para que la mayoría la disfrute. El calentador adecuado convierte su piscina en algo que se usa todo el año. Las dos opciones más populares aquí son las bombas de calor eléctricas y los sistemas solares, y los calentadores de gas cumplen un papel específico.</p>
<h2>Cómo funciona cada opción</h2>
<h3>Bombas de calor</h3>
<p>Una bomba de calor para piscina funciona como un aire acondicionado al revés. Un ventilador hace pasar el aire tibio de afuera por un serpentín, y un compresor concentra ese calor y lo pasa al agua de la piscina. Como mueve el calor en vez de producirlo, una bomba de calor entrega varias unidades de calor por cada unidad de electricidad que consume. Funciona mejor cuando el aire está por encima de unos 50°F, como pasa la mayoría de los días en Florida, incluso en invierno.</p>
<h3>Calefacción solar</h3>
<p>La calefacción solar hace circular el agua de la piscina por paneles colectores, normalmente en un techo orientado al sur o al oeste, donde el sol la calienta antes de que vuelva a la piscina. No hay costo de combustible: la misma bomba de la piscina hace el trabajo. Una regla práctica común es que el área de los colectores sea de entre la mitad y el total de la superficie de la piscina, según su ubicación, la orientación del techo y qué tan tibia quiera el agua.</p>
<h3>Calentadores de gas</h3>
<p>Los calentadores de gas natural o propano queman combustible para calentar el agua rápido, haga el tiempo que haga. Son los más caros de operar, así que en Florida tienen sentido sobre todo para spas, para piscinas que se calientan solo de vez en cuando o como respaldo para los frentes fríos.</p>
<h2>Lado a lado</h2>
<table>
<thead><tr><th></th><th>Bomba de calor</th><th>Solar</th><th>Gas</th></tr></thead>
<tbody>
<tr><td>Costo de operación</td><td>Moderado, eficiente</td><td>Muy bajo</td><td>El más alto</td></tr>
<tr><td>Rapidez para calentar</td><td>Constante, más lenta</td><td>Depende del sol</td><td>Rápida</td></tr>
<tr><td>Funciona en días nublados o fríos</td><td>Sí, por encima de unos 50°F</td><td>Poco</td><td>Sí</td></tr>
<tr><td>Espacio necesario</td><td>Un lugar en la base de los equipos</td><td>Un área grande de techo con buen sol</td><td>La base de los equipos y una línea de gas</td></tr>
<tr><td>Ideal para</td><td>La mayoría de las casas en Florida, calor constante</td><td>Alargar la temporada a bajo costo</td><td>Spas y calor rápido y ocasional</td></tr>
</tbody>
</table>
<h2>¿Cuál le conviene según su región y su techo?</h2>
<p><strong>Norte y centro-norte de Florida</strong> (Jacksonville, Gainesville, Ocala): las noches de invierno bajan con frecuencia a los 30 y 40°F. Una bomba de calor del tamaño adecuado suele ser el mejor calentador principal, y la calefacción solar puede ayudar en primavera y otoño. Si quiere bañarse en los días más fríos de enero, una bomba de calor con cubierta es la opción segura.</p>
<p><strong>Centro de Florida</strong> (Orlando, The Villages, Clermont): una bomba de calor le permite bañarse casi todo el año. La calefacción solar sola funciona bien para muchas familias a las que les basta con bañarse de marzo a noviembre.</p>
<p><strong>Sureste de Florida</strong> (Port St. Lucie, Stuart, Jupiter, Wellington): con inviernos más suaves, la calefacción solar a menudo hace gran parte del trabajo, y una bomba de calor modesta cubre las semanas más frescas.</p>
<p>Para la calefacción solar, su techo importa. La sombra de robles grandes, un techo con la orientación equivocada o una HOA que restrinja los paneles visibles pueden descartarla. Las bombas de calor necesitan circulación de aire y un poco de espacio junto a los equipos, y sus ventiladores hacen un zumbido constante, así que conviene ponerlas lejos de las ventanas de los dormitorios.</p>
<h3>Dos formas de gastar menos en calefacción</h3>
<ul>
<li><strong>Use una cubierta solar.</strong> La mayor parte del calor se pierde por la superficie, sobre todo en las noches con viento. Una cubierta conserva el calor y el agua, y el ahorro suele ser enorme.</li>
<li><strong>Elija fibra de vidrio.</strong> El casco aísla mejor que el concreto, así que se pierde menos calor hacia el suelo. Los acabados oscuros como Night Sky también ayudan a que el agua absorba un poco más de sol.</li>
</ul>
<p>Además, las piscinas más pequeñas cuestan menos de calentar. Si tener la piscina tibia en enero es una prioridad, un modelo de inmersión o compacto con bomba de calor puede sentirse como un spa por una fracción del costo de operación. Lea más en nuestra guía para <a href="/es/blog/choosing-pool-size-small-backyard-plunge-pools">elegir el tamaño de la piscina</a>.</p>
<p>Escogemos el calentador según su piscina, su región y la forma en que usted la usa. <a href="/es/estimate">Pida un presupuesto gratis</a> y pídanos que incluya opciones de calefacción en su cotización.</p>`,
  },
  "pool-screen-enclosures-lanais-florida": {
    titleEs: "Jaulas de screen y lanais: cómo planificar la jaula de su piscina",
    excerptEs:
      "Los insectos, las hojas y el sol de la tarde hacen de la jaula de screen un clásico de Florida. Estilos de jaula, tipos de malla, resistencia al viento y orden de la obra.",
    metaTitleEs: "Jaulas de screen y lanais para piscinas en Florida",
    metaDescriptionEs:
      "Planifique la jaula de screen de su piscina en Florida: para qué sirve, estilos de techo, tipos de malla, resistencia al viento, permisos y cuándo hacerla.",
    tagsEs: ["jaula de screen", "lanai", "jaula de piscina", "diseño"],
    contentEs: `<p>Recorra casi cualquier vecindario de Florida y las verá: jaulas de screen con estructura de aluminio sobre piscinas y patios. Son tan comunes aquí que muchos compradores ven una piscina sin jaula como una obra sin terminar. No todas las piscinas necesitan una, pero en la mayoría de las casas de Florida la jaula hace la piscina más cómoda y más fácil de cuidar. Así puede planificarla junto con su nueva piscina de fibra de vidrio.</p>
<h2>Por qué en Florida se le pone screen a la piscina</h2>
<ul>
<li><strong>Insectos.</strong> Los mosquitos y los diminutos jejenes (no-see-ums) pican más al atardecer, justo cuando mucha gente quiere estar afuera. El screen los mantiene fuera.</li>
<li><strong>Hojas y basura.</strong> Las hojas de roble, las agujas de pino y el polen caen por cubetas en las piscinas descubiertas. Menos basura significa agua más limpia, menos químicos y menos tiempo vaciando canastas.</li>
<li><strong>Sol y calor.</strong> La malla del screen reduce parte de la intensidad del sol sobre la terraza y el agua, y hace el mediodía más llevadero.</li>
<li><strong>Más espacio para vivir.</strong> Una piscina y un patio con screen se convierten en una sala al aire libre, que muchos llaman lanai, y que las familias usan todo el año.</li>
<li><strong>Seguridad.</strong> Una jaula bien construida puede formar parte de la barrera de seguridad de su piscina. Lea nuestro artículo sobre la <a href="/es/blog/florida-pool-safety-barrier-law">ley de seguridad de piscinas de Florida</a> para saber cómo funciona.</li>
</ul>
<p>También tiene sus desventajas. El screen reduce un poco el sol que calienta el agua, hay que cambiarlo cada cierto tiempo y las tormentas fuertes pueden dañarlo. Para la mayoría de los dueños de casa, la comodidad y el menor mantenimiento valen la pena.</p>
<h2>Cómo elegir la jaula</h2>
<h3>Estilos de techo</h3>
<p>La forma de la jaula cambia cómo se ve desde el patio y cómo aguanta el viento y la lluvia. Entre los estilos más comunes están el de <strong>mansarda</strong> (techo plano con lados inclinados, un estilo limpio y muy popular), el de <strong>domo</strong> (redondeado y abierto sobre la piscina), los techos a <strong>dos aguas</strong> y a <strong>cuatro aguas</strong> que siguen las líneas de la casa, y los techos <strong>planos</strong> y bajos para casas de un piso. La elección correcta suele seguir la arquitectura de su casa y las normas de la HOA, si las hay.</p>
<h3>Tipos de screen</h3>
<ul>
<li><strong>El screen estándar para piscinas</strong> es la opción habitual para las paredes y el techo.</li>
<li><strong>El screen de malla fina</strong> detiene los jejenes, a cambio de un poco menos de ventilación y visibilidad.</li>
<li><strong>El screen reforzado</strong> en los paneles de abajo resiste a las mascotas y a las máquinas del jardín.</li>
<li><strong>El screen de privacidad</strong> en algunas paredes bloquea la vista de los vecinos.</li>
</ul>
<h3>Estructura, color y resistencia al viento</h3>
<p>Las estructuras son de aluminio, normalmente en blanco o bronce. El Florida Building Code, el código de construcción del estado, exige que las jaulas estén diseñadas para las velocidades de viento de su zona, que son más altas cerca de la costa. Pregúntele al contratista de la jaula por la velocidad de viento de diseño y asegúrese de que la jaula tenga permiso; por lo general es un permiso aparte del de la piscina.</p>
<h2>El orden correcto</h2>
<p>Construir la piscina y la jaula en el orden correcto ahorra dinero y dolores de cabeza.</p>
<ol>
<li><strong>Planifique las dos juntas.</strong> El área que ocupa la jaula influye en dónde pueden ir la piscina y la terraza, y su HOA normalmente querrá ver ambas.</li>
<li><strong>Instale primero la piscina.</strong> La grúa necesita el espacio despejado por arriba para colocar el casco. Después, la mayoría de las piscinas de fibra de vidrio se terminan en 7-14 días.</li>
<li><strong>Construya la terraza pensando en la jaula.</strong> Los postes de la jaula se apoyan en una zapata o en un borde de terraza más grueso, que hay que diseñar para ellos.</li>
<li><strong>Ponga la jaula al final.</strong> El equipo de la jaula mide la terraza terminada y la construye a la medida.</li>
</ol>
<h3>¿Ya tiene una jaula?</h3>
<p>Muchos dueños de casa ponen una piscina dentro de un área con screen que ya tienen. Normalmente se puede. A menudo la grúa puede levantar el casco por encima de la casa, y quitando una sección de screen o un panel se abre el acceso. Lo ideal es un acceso de al menos 8 pies de ancho. Durante la visita técnica revisamos la base bajo la jaula existente y si hay que rehacer la terraza alrededor de la nueva piscina.</p>
<h3>Antes y después de una tormenta</h3>
<p>Mantenga el screen en buen estado y pode las ramas que cuelgan encima antes de la temporada de huracanes. Después de una tormenta fuerte, revise la estructura y los tornillos además del screen. Nuestra <a href="/es/blog/hurricane-season-pool-preparation-fiberglass">guía para la temporada de huracanes</a> explica cómo preparar la piscina para una tormenta.</p>
<p>¿Está planificando la piscina y la jaula a la vez? <a href="/es/estimate">Pida un presupuesto gratis</a> y le ayudaremos a diseñar la piscina, la terraza y la jaula como un solo proyecto.</p>`,
  },
  "how-to-finance-a-pool-florida": {
    titleEs: "Cómo financiar una piscina en Florida: préstamos, plazos y preguntas",
    excerptEs:
      "La mayoría de los dueños financian al menos parte de su piscina. Cómo funcionan los préstamos, qué influye en su tasa y su pago mensual, y cómo comparar ofertas.",
    metaTitleEs: "Cómo financiar una piscina en Florida",
    metaDescriptionEs:
      "Cómo funciona el financiamiento de piscinas en Florida: tipos de préstamo, APR y plazo, pagos mensuales de ejemplo, consejos de crédito y pagos por etapas.",
    tagsEs: ["financiamiento", "pago", "préstamos", "costo"],
    contentEs: `<p>Una piscina nueva es una compra importante, y la mayoría de las familias pagan al menos una parte con un préstamo. El financiamiento le permite empezar a disfrutar la piscina esta temporada en vez de ahorrar durante años, y deja sus ahorros disponibles para emergencias. La clave es entender cómo funcionan las opciones para elegir un pago con el que se sienta cómodo a largo plazo.</p>
<h2>Sus opciones principales</h2>
<h3>Préstamos sin garantía para piscinas o mejoras del hogar</h3>
<p>Son préstamos personales que se usan para proyectos en la casa. No ponen un gravamen sobre su vivienda, la aprobación suele ser rápida y usted obtiene una tasa fija y un pago mensual fijo. Las tasas dependen mucho de su crédito. Nuestros socios de financiamiento ofrecen préstamos para piscinas con tasas desde <strong>6.99% APR</strong>, con plazos de hasta 15 años según el prestamista, y consultar sus opciones no afecta su puntaje de crédito. Puede compararlos en nuestra <a href="/es/financing">página de financiamiento</a>.</p>
<h3>Préstamos y líneas de crédito sobre el valor de la vivienda</h3>
<p>Si ya tiene bastante capital acumulado en su casa (equity), un préstamo o una línea de crédito sobre el valor de la vivienda (home equity) puede ofrecerle una tasa más baja, porque su casa respalda la deuda. Las desventajas son una aprobación más larga, costos de cierre en algunos casos y el hecho de que su casa queda como garantía. Las líneas de crédito a menudo tienen tasas variables.</p>
<h3>Refinanciamiento con retiro de efectivo (cash-out)</h3>
<p>Refinanciar su hipoteca por más de lo que debe puede pagar una piscina, pero solo tiene sentido si la tasa y los costos de la nueva hipoteca le favorecen. Pídale a su prestamista hipotecario que saque las cuentas de las dos maneras.</p>
<p>Una aclaración: no somos prestamistas. Referimos a los clientes a socios de financiamiento, y las tasas, los plazos y la aprobación los decide cada prestamista.</p>
<h2>Cómo entender su pago mensual</h2>
<p>Tres cosas determinan su pago: el monto que pide prestado, la APR y el plazo. Un plazo más largo baja el pago mensual, pero aumenta el total de intereses que paga. Estos son ejemplos con una APR de 6.99%:</p>
<table>
<thead><tr><th>Monto financiado</th><th>Plazo</th><th>Pago mensual</th><th>Total pagado</th></tr></thead>
<tbody>
<tr><td>$40,000</td><td>10 años</td><td>unos $464</td><td>unos $55,700</td></tr>
<tr><td>$50,000</td><td>10 años</td><td>unos $580</td><td>unos $69,600</td></tr>
<tr><td>$50,000</td><td>12 años</td><td>unos $514</td><td>unos $74,000</td></tr>
</tbody>
</table>
<p>Son solo ejemplos; su tasa real depende de su crédito y del prestamista. Pruebe sus propios números con nuestra <a href="/es/calculator">calculadora de financiamiento de piscinas</a>.</p>
<h3>Consejos para conseguir una mejor tasa</h3>
<ul>
<li>Revise su informe de crédito en busca de errores unos meses antes de solicitar el préstamo.</li>
<li>Baje los saldos de sus tarjetas de crédito para reducir la proporción de crédito que usa.</li>
<li>Considere un pago inicial más grande para reducir el monto financiado.</li>
<li>Compare la APR, no solo la tasa de interés, porque la APR incluye ciertos cargos.</li>
<li>Pregunte si hay penalidad por pago anticipado, para poder saldar el préstamo antes si lo desea.</li>
</ul>
<h2>Cómo ajustar el préstamo al calendario del proyecto</h2>
<p>Nuestros pagos siguen las etapas del proyecto: 10% al inicio, 35% antes de la obra, 35% en la instalación, 15% en los acabados y 5% en la entrega final. Muchos préstamos sin garantía le entregan el monto completo de una vez, lo que simplifica el calendario: usted guarda los fondos y paga cada etapa cuando corresponde. Las líneas de crédito sobre el valor de la vivienda le permiten retirar fondos a medida que los necesita. En cualquier caso, pregúntele a su prestamista cómo y cuándo se entregan los fondos, para que coincidan con el calendario. Aceptamos cheque, transferencia bancaria y Zelle para cada pago; no aceptamos efectivo ni criptomonedas.</p>
<h3>Preguntas que debe hacer antes de firmar</h3>
<ol>
<li>¿Cuál es la APR, y es fija o variable?</li>
<li>¿Cuál es el monto total que voy a pagar durante todo el plazo?</li>
<li>¿Hay cargos de apertura (origination fees) o penalidades por pago anticipado?</li>
<li>¿En cuánto tiempo están disponibles los fondos después de la aprobación?</li>
<li>¿Qué pasa si quiero pagar de más cada mes?</li>
</ol>
<p>¿Necesita primero un presupuesto? Nuestra <a href="/es/blog/fiberglass-pool-cost-florida-budget-guide">guía de presupuesto para piscinas</a> explica lo que incluye un proyecto completo.</p>
<p>El mejor primer paso es conocer el costo de su proyecto. <a href="/es/estimate">Pida un presupuesto gratis</a> y luego compare las ofertas de financiamiento con una cifra real en la mano.</p>`,
  },
  "florida-pool-safety-barrier-law": {
    titleEs: "Seguridad de piscinas en Florida: qué significa para usted la Residential Swimming Pool Safety Act",
    excerptEs:
      "Las piscinas residenciales nuevas en Florida deben tener medidas de seguridad aprobadas para pasar la inspección final. Un resumen en palabras sencillas y capas de protección prácticas.",
    metaTitleEs: "Normas de seguridad y barreras para piscinas en Florida",
    metaDescriptionEs:
      "Resumen sencillo de la ley de seguridad de piscinas de Florida: barreras, cubiertas, alarmas y cierres de puertas, más capas de protección para su familia.",
    tagsEs: ["seguridad", "barrera", "permisos", "niños"],
    contentEs: `<p>Una piscina es una de las mejores cosas que se le pueden agregar a una casa en Florida, y también trae una responsabilidad. El ahogamiento es una de las principales causas de muerte accidental de niños pequeños en Florida, y la mayoría de estas tragedias ocurren en casa, en una piscina conocida, durante un breve descuido. La ley de Florida exige que las piscinas residenciales nuevas tengan medidas de seguridad, y con una buena planificación esas medidas forman parte de un diseño que le va a encantar. Este artículo es un resumen general, no asesoría legal: el departamento de construcción de su ciudad o condado tiene la última palabra sobre lo que necesita su piscina.</p>
<h2>Lo que exige la ley</h2>
<p>La <strong>Residential Swimming Pool Safety Act</strong> de Florida (la ley de seguridad de piscinas residenciales) se aplica a las piscinas residenciales nuevas. Para pasar la inspección final, una piscina nueva debe tener al menos una medida de seguridad aprobada. Las opciones incluyen:</p>
<ul>
<li><strong>Una barrera de seguridad para la piscina</strong>, como una cerca, un muro o una jaula de screen, que cumpla los requisitos de la ley.</li>
<li><strong>Una cubierta de seguridad aprobada</strong> que cumpla la norma de seguridad reconocida.</li>
<li><strong>Alarmas de salida</strong> en todas las puertas y ventanas que dan acceso directo desde la casa al área de la piscina.</li>
<li><strong>Dispositivos de cierre y pestillo automáticos</strong> en todas las puertas que abren directamente a la piscina, con el mecanismo para abrir colocado lo bastante alto para que los niños pequeños no lo alcancen.</li>
</ul>
<p>Otras medidas reconocidas por la ley o por el código local también pueden servir. Las ciudades y los condados aplican el Florida Building Code y pueden tener requisitos locales adicionales; por eso confirmamos el plan con su departamento de construcción como parte del permiso.</p>
<h3>Lo básico de las barreras, en términos generales</h3>
<p>Cuando la medida elegida es una barrera, por lo general debe medir al menos 4 pies de alto por el lado de afuera, y no puede tener huecos, aberturas ni apoyos para los pies que le permitan a un niño pequeño pasar por debajo, colarse o treparse por encima. Las puertas de la cerca deben abrir hacia afuera, en sentido contrario a la piscina, y cerrarse y trabarse solas. La barrera rodea la piscina misma, y cuando la pared de la casa forma uno de los lados, las puertas y ventanas de esa pared necesitan su propia protección, como alarmas o herrajes que se traben solos. Los planos de su permiso muestran exactamente cómo su piscina cumplirá con la ley.</p>
<h3>La jaula de screen como barrera</h3>
<p>Muchas piscinas en Florida cumplen el requisito de barrera con una jaula de screen, siempre que tenga la altura exigida, una puerta de screen que se cierre y se trabe sola, y ninguna abertura por donde pueda pasar un niño. Como la casa suele formar uno de los lados de la jaula, las puertas que van de la casa al lanai también necesitan protección. Nuestro artículo sobre <a href="/es/blog/pool-screen-enclosures-lanais-florida">jaulas de screen y lanais</a> explica cómo planificar la jaula en sí.</p>
<h2>Capas de protección más allá del mínimo</h2>
<p>La ley exige una sola medida, pero los expertos en seguridad recomiendan varias capas, para que si una falla haya otra. Para las familias con niños pequeños, o con nietos que vienen de visita, le sugerimos:</p>
<ol>
<li><strong>Supervisión activa.</strong> Nombre a un "vigilante del agua" siempre que haya niños en la piscina o cerca de ella: alguien que no esté leyendo, cocinando ni mirando el teléfono. Túrnense la tarea más o menos cada 15 minutos.</li>
<li><strong>Una barrera y alarmas en las puertas, juntas.</strong> Una cerca o una jaula, más alarmas en las puertas de la casa, cubre la forma más común en que los niños llegan a una piscina: escapándose de la casa.</li>
<li><strong>Clases de natación.</strong> Las clases adecuadas para cada edad, incluidas las técnicas de supervivencia en el agua para los más pequeñitos, suman una capa importante.</li>
<li><strong>Curso de RCP.</strong> Los adultos de la casa deben saber dar RCP (reanimación cardiopulmonar). Hay organizaciones comunitarias que ofrecen clases en todos los condados de Florida.</li>
<li><strong>Despeje la terraza.</strong> Guarde los juguetes después de nadar para que no atraigan a los niños de vuelta al agua, y mantenga las sillas lejos de las cercas.</li>
<li><strong>Equipos seguros.</strong> Las tapas de los desagües deben cumplir las normas actuales contra el atrapamiento, y conviene tener un aro salvavidas o una pértiga de rescate cerca de la piscina.</li>
</ol>
<h2>La seguridad, planificada desde el diseño</h2>
<p>Las medidas de seguridad funcionan mejor cuando se planifican desde el principio y no se agregan al final. Decida temprano si va a usar una cerca, una jaula, una cubierta de seguridad, alarmas de puerta o una combinación, porque eso afecta la distribución de la terraza, los planos del permiso y la solicitud a su HOA. Incluimos el plan de seguridad en su paquete de permiso y nos aseguramos de que esté listo para la inspección final. Nuestra <a href="/es/blog/florida-pool-permits-and-hoa-approval">guía de permisos y HOA</a> explica en qué parte del proceso de aprobación entra la seguridad.</p>
<p>¿Tiene preguntas sobre la protección adecuada para su familia? <a href="/es/estimate">Pida un presupuesto gratis</a> e incluiremos en su plan las medidas de seguridad que necesita su piscina.</p>`,
  },
  "hurricane-season-pool-preparation-fiberglass": {
    titleEs: "Temporada de huracanes y su piscina: por qué nunca debe vaciar una de fibra de vidrio",
    excerptEs:
      "La temporada de huracanes va de junio a noviembre. Cómo preparar su piscina antes de una tormenta, qué hacer después y por qué vaciarla es lo peor que puede hacer.",
    metaTitleEs: "Huracanes y piscinas: nunca vacíe una de fibra de vidrio",
    metaDescriptionEs:
      "Prepare su piscina en Florida para un huracán y límpiela después. Y sepa por qué nunca debe vaciar una de fibra de vidrio, ni antes ni después de la tormenta.",
    tagsEs: ["huracán", "preparación para tormentas", "mantenimiento", "vaciado"],
    contentEs: `<p>Todo dueño de casa en Florida aprende el ritmo de la temporada de huracanes, que va del 1 de junio al 30 de noviembre. Cuando una tormenta viene para acá, la piscina es una cosa más en la lista. La buena noticia es que la piscina es una de las partes más resistentes de su propiedad, siempre que la prepare como es debido. La regla más importante es también la más sencilla: <strong>deje el agua en la piscina.</strong></p>
<h2>Nunca vacíe una piscina de fibra de vidrio</h2>
<p>Puede parecer lógico bajar el nivel o vaciar la piscina para que no se desborde. No lo haga. Un casco de fibra de vidrio está metido en la tierra como un barco en el agua. El peso del agua de la piscina lo mantiene en su sitio frente al agua del subsuelo, que empuja desde abajo. En Florida el nivel freático suele estar a solo unos pies de la superficie, y la lluvia de un huracán puede subirlo rápidamente. Si la piscina está vacía, o incluso mucho más baja de lo normal, esa presión hacia arriba puede mover el casco, agrietarlo o sacarlo en parte de la tierra.</p>
<p>El daño de un casco vacío cuesta mucho más que cualquier desborde, y vaciar la piscina de forma indebida también puede anular la garantía del fabricante. Una piscina llena es pesada y estable. Si cree que de verdad hay que sacarle agua a su piscina por cualquier motivo, llámenos primero.</p>
<h3>¿Y si se desborda?</h3>
<p>Las piscinas están hechas para aguantar lluvias fuertes. El agua que sobra se sale por el borde y se va por los desagües de la terraza y la pendiente del patio. Mantenga limpios los desagües de la terraza antes de la tormenta. Después de la lluvia, si el agua queda muy por encima del skimmer, puede bajarla hasta el nivel normal, y no más.</p>
<h2>Antes de la tormenta: una lista</h2>
<ol>
<li><strong>Despeje la terraza.</strong> Guarde dentro de la casa o en el garaje los muebles del patio, las sombrillas, los juguetes, las parrillas y las macetas. Con vientos fuertes se convierten en proyectiles. No tire los muebles a la piscina: pueden rayar o desconchar el gelcoat y manchar el agua.</li>
<li><strong>Refuerce el desinfectante.</strong> Dele un tratamiento de choque a la piscina uno o dos días antes, para que el agua empiece con cloro extra y pueda con los escombros y la lluvia que vienen.</li>
<li><strong>Quite la cubierta solar.</strong> Guarde las cubiertas blandas y las solares; los vientos fuertes pueden arrancarlas. Las cubiertas de seguridad bien ancladas pueden quedarse puestas si el fabricante lo indica, pero confírmelo.</li>
<li><strong>Corte la electricidad.</strong> Apague la bomba, el calentador, las luces y el sistema de sal en el interruptor (breaker). Dejar los equipos funcionando durante inundaciones o subidas de voltaje es una causa común de daños.</li>
<li><strong>Proteja los equipos.</strong> Si la base de los equipos está en un lugar bajo que se inunda, pregúntenos cómo asegurarla o elevarla. No envuelva los motores bien apretados en plástico, porque eso atrapa la humedad.</li>
<li><strong>Pode los árboles y revise la jaula.</strong> Al principio de la temporada, corte las ramas que caen sobre la piscina y la jaula de screen, y repare los screens sueltos.</li>
</ol>
<h2>Después de la tormenta: volver a la normalidad</h2>
<p>Cuando ya sea seguro salir, manténgase bien lejos de cualquier cable eléctrico caído, y no toque los equipos de la piscina que hayan estado bajo el agua hasta que los revisen.</p>
<ol>
<li><strong>Revise los equipos.</strong> Busque daños por inundación, cables sueltos o escombros alrededor de la bomba y el calentador. Si los equipos quedaron bajo el agua, hágalos revisar antes de volver a dar la electricidad.</li>
<li><strong>Saque los escombros grandes.</strong> Use un rastrillo de hojas o una red para sacar las ramas y las hojas antes de encender la bomba, para que nada tape las tuberías.</li>
<li><strong>Vacíe las canastas.</strong> Limpie las canastas del skimmer y de la bomba, luego vuelva a dar la electricidad y deje la filtración funcionando día y noche hasta que el agua se aclare.</li>
<li><strong>Limpie el filtro.</strong> Los escombros de la tormenta llenan el filtro rápido. Hágale retrolavado o límpielo a medida que suba la presión.</li>
<li><strong>Mida y balancee.</strong> El agua de lluvia diluye el cloro y puede sacar de rango el pH y la alcalinidad. Mida, ajuste y dé un tratamiento de choque si hace falta. Cepille las paredes y el piso.</li>
<li><strong>Revise el casco y la terraza.</strong> Busque grietas nuevas en la terraza o en el borde (coping), o cualquier cambio en cómo está asentada la piscina, y llámenos si algo se ve distinto.</li>
</ol>
<p>Con su superficie lisa de gelcoat, las piscinas de fibra de vidrio suelen recuperarse rápido: a las algas les cuesta más agarrarse, así que el agua tiende a aclararse antes que en una piscina de yeso. Para una rutina de todo el año, vea nuestro <a href="/es/blog/florida-pool-maintenance-calendar">calendario de mantenimiento de piscinas en Florida</a>.</p>
<p>¿Está pensando en una piscina hecha para el clima de Florida? <a href="/es/estimate">Pida un presupuesto gratis</a> y hable con un especialista sobre lo que lleva una instalación preparada para las tormentas.</p>`,
  },
  "salt-water-pool-systems-fiberglass": {
    titleEs: "Sistemas de sal y fibra de vidrio: cómo gastar menos en químicos",
    excerptEs:
      "Un clorador de sal y un casco de fibra de vidrio dan muy poco trabajo. Cómo funcionan los sistemas de sal, qué siguen necesitando y de dónde sale el ahorro en químicos.",
    metaTitleEs: "Sistemas de agua salada para piscinas de fibra de vidrio",
    metaDescriptionEs:
      "Cloradores de sal en piscinas de fibra de vidrio en Florida: cómo funcionan, qué mantenimiento aún piden y cómo los dueños usan hasta un 50% menos de químicos.",
    tagsEs: ["sal", "químicos", "mantenimiento", "cuidado del agua"],
    contentEs: `<p>Pregúnteles a los dueños de piscinas en Florida qué harían distinto, y muchos le dirán que ojalá se hubieran pasado a la sal antes. Un generador de cloro salino (clorador de sal) le quita de encima casi todo el trabajo diario con el cloro y, junto con un casco de fibra de vidrio, da como resultado una de las piscinas más fáciles de tener. Así funciona y esto es lo que puede esperar.</p>
<h2>Cómo funciona un sistema de sal</h2>
<p>Una piscina de sal sigue siendo una piscina con cloro. La diferencia está en de dónde sale el cloro. Usted le echa al agua sal común para piscinas hasta llegar a una concentración baja, más o menos una décima parte de lo salada que es el agua de mar. Cuando el agua pasa por la celda del generador, una corriente eléctrica baja convierte parte de la sal en cloro, que desinfecta la piscina. Cuando el cloro termina su trabajo vuelve a convertirse en sal, así que la sal se usa una y otra vez y solo hay que reponerla después de lluvias fuertes, del agua que se sale con los chapuzones o de un retrolavado.</p>
<p>El resultado es un nivel de cloro estable y parejo, en vez de las subidas y bajadas de echar pastillas o cloro líquido a mano. Muchos dueños también notan que el agua se siente más suave y es más delicada con los ojos y la piel.</p>
<h3>El tamaño del sistema</h3>
<p>Los generadores de sal se clasifican según el volumen de piscina que pueden manejar. En Florida conviene elegir una celda clasificada para más volumen del que de verdad tiene su piscina, porque el calor, el sol y el uso intenso del verano aumentan la demanda de cloro. Una celda más grande puede trabajar a un nivel más bajo la mayor parte del año, lo que la desgasta menos, y aun así dar abasto en agosto. La mayoría de los sistemas permiten ajustar la producción e incluyen un modo de refuerzo para los fines de semana con mucha gente.</p>
<h3>Por qué la sal y la fibra de vidrio van juntas</h3>
<p>El agua salada puede ser dura con algunos materiales. Con el tiempo puede desgastar ciertos acabados de yeso y corroer las piezas de metal. La sal no ataca el gelcoat de un casco de fibra de vidrio, y por eso la fibra de vidrio es una de las mejores superficies que puede elegir para un sistema de sal.</p>
<h2>De dónde sale el ahorro en químicos</h2>
<p>Los dueños de piscinas de fibra de vidrio suelen usar <strong>hasta un 50% menos de químicos</strong> que los dueños de piscinas de yeso. Hay dos razones:</p>
<ul>
<li><strong>La superficie.</strong> El yeso es poroso, así que las algas encuentran dónde crecer y la superficie empuja el pH hacia arriba poco a poco. El gelcoat de la fibra de vidrio es liso y químicamente inerte, así que las algas casi no tienen dónde agarrarse y el agua se mantiene balanceada por más tiempo.</li>
<li><strong>Desinfección constante.</strong> Un sistema de sal produce cloro sin parar, lo que no deja que las algas se instalen durante las semanas de calor y reduce la necesidad de tratamientos de choque de emergencia.</li>
</ul>
<p>Todavía tendrá que comprar algunas cosas, sobre todo sal para piscinas, un ácido para bajar el pH y estabilizador (ácido cianúrico), que protege el cloro del sol fuerte de Florida. Pero ya no tendrá que cargar galones de cloro líquido ni cubos de pastillas a la casa cada semana.</p>
<h2>Lo que una piscina de sal todavía necesita</h2>
<h3>Cada semana</h3>
<ul>
<li>Mida el cloro libre y el pH. Los sistemas de sal tienden a subir el pH, así que cuente con echar un poco de ácido con regularidad.</li>
<li>Vacíe las canastas del skimmer y de la bomba, y cepille o ponga a funcionar el limpiafondos.</li>
</ul>
<h3>Cada mes</h3>
<ul>
<li>Mida el nivel de sal, la alcalinidad total, la dureza de calcio y el estabilizador, y ajústelos a los rangos que recomiendan el fabricante de su generador y el de su piscina.</li>
<li>Revise la presión del filtro y límpielo cuando suba.</li>
</ul>
<h3>Unas cuantas veces al año</h3>
<ul>
<li>Revise si la celda tiene sarro blanco. Si su agua es dura, como suele pasar con el agua de pozo en el centro de Florida, puede que la celda necesite una limpieza suave.</li>
<li>Después de las lluvias fuertes del verano, vuelva a medir la sal: el agua de lluvia la diluye.</li>
</ul>
<p>Con el tiempo las celdas se gastan y hay que cambiarlas después de varios años, según el uso y la química del agua. Mantener el pH y la dureza dentro del rango es la mejor manera de que una celda dure.</p>
<h3>Proteja lo que está alrededor</h3>
<p>Con el tiempo, el agua salada que salpica puede afectar algunas piedras naturales y los adoquines sin sellar. Sellar el borde (coping) y la terraza, y enjuagar de vez en cuando los muebles y los accesorios, mantiene todo como nuevo.</p>
<p>Para una rutina de todo el año, vea nuestro <a href="/es/blog/florida-pool-maintenance-calendar">calendario de mantenimiento de piscinas en Florida</a>, y lea <a href="/es/blog/fiberglass-vs-concrete-pools-florida">cómo se compara la fibra de vidrio con el concreto</a>.</p>
<p>¿Quiere un sistema de sal en su piscina nueva? <a href="/es/estimate">Pida un presupuesto gratis</a> y díganos que quiere incluir la cloración salina en su cotización.</p>`,
  },
  "florida-pool-maintenance-calendar": {
    titleEs: "Calendario de mantenimiento de piscinas en Florida, mes a mes",
    excerptEs:
      "En Florida la piscina funciona todo el año, pero cada temporada trae sus tareas. Una rutina semanal sencilla y una guía mes a mes: polen, tormentas, calor y frentes fríos.",
    metaTitleEs: "Calendario de mantenimiento de piscinas en Florida",
    metaDescriptionEs:
      "Calendario mes a mes para su piscina en Florida: lo básico de cada semana, polen en primavera, tormentas en verano, huracanes y calefacción en invierno.",
    tagsEs: ["mantenimiento", "calendario", "cuidado del agua", "por temporada"],
    contentEs: `<p>En los estados más fríos, las piscinas se abren en primavera y se cierran en otoño. En Florida no se cierran nunca: la bomba funciona todos los días del año, y el trabajo cambia con las estaciones en vez de parar. Una piscina de fibra de vidrio aligera la rutina, porque su gelcoat liso resiste las algas y los dueños suelen usar hasta un 50% menos de químicos, pero un poco de atención regular sigue siendo lo que mantiene el agua clara y los equipos en buen estado. Aquí tiene un calendario que puede seguir.</p>
<h2>Cada semana, todo el año</h2>
<ul>
<li><strong>Mida el agua.</strong> Revise el cloro libre y el pH al menos una vez por semana, y dos veces por semana en verano. Mantenga el pH en el rango que recomienda el fabricante de su piscina, por lo general entre 7.2 y 7.8.</li>
<li><strong>Pase la red y vacíe las canastas.</strong> Limpie las canastas del skimmer y de la bomba para que el agua circule bien.</li>
<li><strong>Cepille o ponga a funcionar el limpiafondos.</strong> La fibra de vidrio necesita menos cepillado que el yeso, pero una pasada rápida por los escalones, las bancas y la línea del agua ayuda. Use un cepillo suave sobre el gelcoat, nunca uno de alambre.</li>
<li><strong>Revise el nivel del agua.</strong> Manténgalo más o menos a la mitad de la boca del skimmer. Rellene después de las rachas secas; nunca deje que baje mucho de lo normal, y nunca vacíe la piscina.</li>
</ul>
<p>Una vez al mes, mida también la alcalinidad total, la dureza de calcio, el estabilizador y, en las piscinas de sal, la sal. Anote lo que marca el manómetro del filtro cuando el filtro está limpio; cuando la presión suba bastante por encima de esa cifra, es hora de limpiarlo o de hacerle retrolavado.</p>
<h2>Temporada por temporada</h2>
<h3>Enero y febrero: frentes fríos y calefacción</h3>
<p>La temperatura del agua baja, sobre todo en el centro y el norte de Florida. Las algas crecen más despacio, así que la piscina pide menos cloro. Si tiene bomba de calor, use una cubierta solar de noche para conservar el calor. Asegúrese de que la protección contra heladas esté activada para que la bomba funcione cuando llegue una de esas heladas poco comunes y proteja las tuberías.</p>
<h3>Marzo y abril: polen y limpieza de primavera</h3>
<p>El polen de los robles y los pinos lo cubre todo, el agua también. Pase la red seguido, limpie el filtro con más frecuencia y considere un tratamiento de limpieza para el filtro. Es un buen momento para darle servicio al calentador, ver si la bomba tiene fugas o hace ruidos y cambiar los empaques (O-rings) gastados de las tapas. Vuelva a balancear el agua a medida que suben las temperaturas y la gente empieza a bañarse en serio.</p>
<h3>Mayo: adelántese al verano</h3>
<p>Antes de la temporada de lluvias, repase su plan para huracanes. Pode las ramas que caen sobre la piscina y la jaula, limpie los desagües de la terraza y asegúrese de saber dónde está el interruptor (breaker) de los equipos. Nuestra <a href="/es/blog/hurricane-season-pool-preparation-fiberglass">guía para la temporada de huracanes</a> tiene la lista completa.</p>
<h3>De junio a septiembre: calor, mucho uso y tormentas</h3>
<p>Son los meses más exigentes. El agua tibia, el sol fuerte y los aguaceros con truenos de todos los días gastan el cloro. Mida dos veces por semana, dé un tratamiento de choque después de las tormentas grandes o de las fiestas en la piscina, y deje la bomba funcionando cada día el tiempo suficiente para que circule toda el agua. La lluvia diluye el agua de la piscina y puede mover el pH y la alcalinidad, así que mida después de los aguaceros fuertes. Saque a todo el mundo de la piscina en cuanto se oigan truenos: los rayos del verano en Florida no son cosa de juego.</p>
<h3>Octubre y noviembre: la temporada va terminando</h3>
<p>La temporada de huracanes sigue hasta el 30 de noviembre, así que tenga listo su plan para tormentas. En muchas zonas empiezan a caer las hojas; pase la red y vacíe las canastas con más frecuencia. Si calienta la piscina, revise el calentador antes de las primeras noches frescas.</p>
<h3>Diciembre: fiestas y visitas</h3>
<p>Una piscina climatizada es un gusto para la familia que viene de visita. Balancee el agua antes de que lleguen los invitados, y recuérdeles a todos las reglas de seguridad de su piscina, sobre todo con los niños pequeños.</p>
<h2>Una vez al año</h2>
<ul>
<li>Haga inspeccionar los equipos: los sellos de la bomba, el calentador, la celda de sal, los temporizadores y la automatización.</li>
<li>Revise si las luces, los pasamanos, las escaleras y las tapas de los desagües están gastados.</li>
<li>Inspeccione la terraza, el borde (coping) y la jaula de screen por si hay grietas o screens sueltos.</li>
<li>Repase los papeles de la garantía de su piscina y de los equipos, y guarde los recibos de cualquier servicio.</li>
</ul>
<p>Para la parte del cuidado del agua que tiene que ver con la sal, lea nuestra guía de <a href="/es/blog/salt-water-pool-systems-fiberglass">sistemas de sal y fibra de vidrio</a>. Si su piscina actual ya pasó el punto en que el mantenimiento ayuda, nuestro artículo sobre <a href="/es/blog/resurfacing-an-old-pool-florida">cómo renovar una piscina vieja</a> explica las opciones.</p>
<p>¿Está pensando en una piscina nueva y más fácil de mantener? <a href="/es/estimate">Pida un presupuesto gratis</a> para una piscina de fibra de vidrio diseñada para la vida en Florida.</p>`,
  },
  "resurfacing-an-old-pool-florida": {
    titleEs: "Cómo renovar una piscina vieja: señales, opciones y qué esperar",
    excerptEs:
      "Una piscina áspera, descolorida o con ampollas no tiene que reemplazarse. Cómo saber cuándo renovarla, epóxico o gelcoat, y cómo se hace el trabajo en más o menos una semana.",
    metaTitleEs: "Renovación de una piscina vieja en Florida",
    metaDescriptionEs:
      "Señales de que su piscina en Florida necesita un nuevo acabado, epóxico o gelcoat, reparación de grietas y ampollas, y cómo es una renovación de 5-7 días.",
    tagsEs: ["renovación", "reparación", "epóxico", "gelcoat"],
    contentEs: `<p>Florida está llena de piscinas construidas hace décadas, y muchas siguen estructuralmente sanas debajo de una superficie gastada. Si su piscina le raspa los pies, se mancha haga lo que haga o simplemente se ve cansada, renovar la superficie puede dejarla como nueva, a la vista y al tacto, por una fracción de lo que cuesta reemplazarla. La mayoría de los proyectos de renovación toman <strong>5-7 días</strong>, y un buen acabado nuevo puede durar <strong>15-20 años</strong>.</p>
<h2>Señales de que es hora de renovarla</h2>
<ul>
<li><strong>Textura áspera.</strong> El yeso que se ha desgastado con los años se siente como papel de lija y puede engancharse en los trajes de baño y raspar la piel.</li>
<li><strong>Polvillo y pérdida de color.</strong> En las piscinas de fibra de vidrio más viejas, un gelcoat que le deja un polvillo en la mano o que ha perdido el color está gastado.</li>
<li><strong>Ampollas.</strong> Las burbujitas abultadas en un acabado de fibra de vidrio suelen indicar que la humedad se ha metido en las capas que hay detrás del gelcoat.</li>
<li><strong>Grietas.</strong> Las grietas finas en la superficie, muchas veces en forma de telaraña, dejan entrar el agua y las manchas, y tienden a extenderse.</li>
<li><strong>Manchas y algas que no se van.</strong> Cuando las manchas vuelven justo después del tratamiento, o las algas siguen saliendo en los mismos lugares, la superficie se ha vuelto demasiado porosa para proteger la piscina.</li>
<li><strong>Cada vez más químicos.</strong> Una superficie deteriorada hace que el agua sea más difícil de balancear y gasta más cloro.</li>
</ul>
<p>El agua de pozo dura, común en partes del centro de Florida, y las temporadas largas con el agua desbalanceada aceleran todos estos problemas. Nuestro <a href="/es/blog/florida-pool-maintenance-calendar">calendario de mantenimiento</a> le ayuda a que una superficie nueva dure.</p>
<h2>Sus opciones: epóxico, gelcoat o reparación puntual</h2>
<table>
<thead><tr><th></th><th>Renovación con epóxico</th><th>Renovación completa (gelcoat)</th><th>Reparación de grietas y ampollas</th></tr></thead>
<tbody>
<tr><td>Ideal para</td><td>Piscinas en buen estado que necesitan una superficie nueva y lisa a menor costo</td><td>Piscinas con desgaste generalizado, o dueños que quieren un color nuevo y el resultado más duradero</td><td>Daños localizados en una superficie que, por lo demás, está bien</td></tr>
<tr><td>Qué se hace</td><td>Se prepara la superficie y se cubre con un epóxico de alto espesor</td><td>Se lija el acabado viejo, se repara la base y se aplica un sistema de gelcoat nuevo</td><td>Se abren, se rellenan y se vuelven a terminar las zonas dañadas</td></tr>
<tr><td>Cobertura</td><td>Garantía de mano de obra de 1 año</td><td>Garantía de 10 años</td><td>Reparaciones estructurales con garantía de hasta 10 años</td></tr>
</tbody>
</table>
<p>La renovación completa es nuestro servicio más popular porque ataca la causa del problema en vez de taparlo, y le da la mayor variedad de colores de acabado. El epóxico ofrece mucho por su precio en una piscina que está básicamente sana. Las reparaciones puntuales tienen sentido cuando el daño es limitado y se detecta a tiempo.</p>
<h3>Cómo elegir el color del nuevo acabado</h3>
<p>La renovación es una oportunidad para cambiar todo el aspecto de su patio. Los acabados claros le dan al agua un color aguamarina brillante y tropical, mientras que los acabados oscuros dan un azul profundo y retienen un poco más del calor del sol. Los colores se ven distintos bajo el agua y con el sol fuerte de Florida, así que pida ver las muestras al aire libre antes de decidir.</p>
<h3>¿Renovar o reemplazar?</h3>
<p>Si lo que falló es la estructura misma, con grietas grandes que atraviesan el casco, un asentamiento serio o una piscina que ya no retiene el agua, la renovación no lo va a arreglar. En ese caso, reemplazar la piscina vieja por un casco nuevo de fibra de vidrio puede ser la mejor inversión a largo plazo. Le diremos con honestidad en cuál de las dos situaciones está.</p>
<h2>Cómo funciona un proyecto de renovación</h2>
<ol>
<li><strong>Inspección y presupuesto.</strong> Evaluamos la superficie, la estructura y los accesorios, y le damos un presupuesto por escrito en menos de 24 horas.</li>
<li><strong>Vaciado controlado y preparación.</strong> La renovación es una de las pocas veces en que se vacía una piscina, y hay que hacerlo con cuidado. Primero revisamos cómo está el agua del subsuelo y vigilamos el pronóstico del tiempo, porque un nivel freático alto puede empujar hacia arriba una piscina vacía. Nunca vacíe una piscina usted mismo. Después se limpia, se lija o se esmerila la superficie vieja, y se hacen las reparaciones.</li>
<li><strong>Aplicación.</strong> El acabado nuevo se aplica en capas sobre la superficie preparada, con atención a los escalones, las bancas y los detalles de la línea del agua.</li>
<li><strong>Curado, llenado y puesta en marcha.</strong> Después del curado, se vuelve a llenar la piscina, se balancea el agua y le explicamos cómo cuidar la superficie nueva.</li>
</ol>
<p>Nuestros equipos han renovado más de 500 piscinas, con un 98% de clientes satisfechos. Vea los servicios en detalle en nuestra <a href="/es/resurfacing">página de renovación</a>.</p>
<p>¿Su piscina ya muestra los años? <a href="/es/estimate">Pida un presupuesto gratis</a> y le recomendaremos la solución adecuada para su superficie.</p>`,
  },
};
