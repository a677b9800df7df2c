// Spanish versions of two seeded posts, so the Spanish blog (/es/blog) has articles from the first run. Keyed by
// the English post's slug; the other posts stay English-only until staff translate them.
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
      "Compare piscinas de fibra de vidrio y de concreto para el calor, la humedad y el suelo arenoso de Florida: instalación, mantenimiento, químicos y costo total.",
    tagsEs: ["fibra de vidrio", "concreto", "guía de compra", "florida"],
    contentEs: `<p>Casi todos los dueños de casa en Florida que buscan una piscina enterrada terminan eligiendo entre dos materiales: un casco de fibra de vidrio hecho en fábrica o una piscina de concreto (gunite o shotcrete) construida a mano en el patio. Las dos pueden quedar preciosas, pero el clima, el suelo y la forma de usar la piscina en Florida inclinan la balanza.</p>
<h2>Lo que cambia en Florida</h2>
<p>En gran parte del país una piscina se usa cuatro o cinco meses al año. Aquí se usa los doce meses, el agua está tibia casi todo el año y el sol quema el cloro en una tarde. Por eso la superficie de la piscina, y el trabajo que cuesta mantenerla limpia, importan más que casi cualquier otra cosa.</p>
<h3>Las algas y la superficie</h3>
<p>Las piscinas de concreto llevan acabado de yeso, piedrita o cuarzo. Son acabados porosos, llenos de pequeños huecos donde las algas se agarran, y por eso piden cepillado frecuente y más cloro en julio y agosto. La fibra de vidrio tiene una superficie de gelcoat lisa y no porosa: las algas casi no tienen dónde pegarse.</p>
<h3>La química del agua</h3>
<p>El yeso nuevo sube el pH durante meses mientras cura. La fibra de vidrio es químicamente inerte: una vez que el agua está balanceada, tiende a quedarse así, aun con los aguaceros del verano.</p>
<h3>Suelo arenoso y agua freática alta</h3>
<p>Buena parte de Florida es arena suelta sobre un nivel freático poco profundo. Un casco rígido de concreto puede agrietarse si el terreno se mueve; la fibra de vidrio tiene algo de flexibilidad y se mueve con el suelo, siempre que se instale bien sobre una base compactada.</p>
<h2>Tiempo de instalación</h2>
<p>Una piscina de concreto se construye por etapas y, con las lluvias de verano, puede tomar varios meses. El casco de fibra de vidrio llega terminado y se coloca con grúa: la mayoría se instala en <strong>7-14 días</strong>, y las piscinas compactas en <strong>3-5 días</strong>.</p>
<h2>El costo a lo largo de los años</h2>
<p>El precio de compra suele estar más cerca de lo que la gente cree. Nuestras piscinas empiezan en $42k y la mayoría de los proyectos completos quedan entre unos $45,000 y $75,000. La gran diferencia viene después: la fibra de vidrio casi nunca necesita un nuevo acabado interior, usa hasta un 50 % menos de químicos y su casco tiene garantía estructural de más de 25 años (según el fabricante).</p>
<h2>Cuándo conviene el concreto</h2>
<p>Si quiere una piscina muy grande, una forma que siga un lindero irregular o una fosa de clavados, el concreto puede hacerlo. Para la gran mayoría de las familias que quieren una piscina cómoda y fácil de cuidar, la fibra de vidrio es la mejor opción. Vea nuestra <a href="/es/pools">colección de piscinas</a> o <a href="/es/estimate">pida un presupuesto gratis</a> y un especialista le responderá en menos de 24 horas.</p>`,
  },
  "fiberglass-pool-installation-day-by-day": {
    titleEs: "Cómo es la instalación de una piscina de fibra de vidrio, día a día",
    excerptEs:
      "De la primera palada al primer chapuzón en unas dos semanas. Esto es lo que pasa cada día de una instalación típica de piscina de fibra de vidrio en Florida.",
    metaTitleEs: "Instalación de una piscina de fibra de vidrio, día a día",
    metaDescriptionEs:
      "Vea qué pasa cada día al instalar una piscina de fibra de vidrio en Florida: excavación, el día de la grúa, relleno, terraza y puesta en marcha, en unas dos semanas.",
    tagsEs: ["instalación", "plazos", "fibra de vidrio", "grúa"],
    contentEs: `<p>Una de las mejores cosas de una piscina de fibra de vidrio es lo rápido que se instala: casi siempre <strong>7-14 días</strong> desde la excavación hasta la puesta en marcha, y <strong>3-5 días</strong> para las piscinas compactas. Saber qué pasa cada día quita mucho estrés, así que aquí le contamos una instalación típica en Florida.</p>
<h2>Antes de que llegue el equipo</h2>
<ul>
<li><strong>Visita técnica.</strong> Un especialista mide el patio, revisa el acceso, el drenaje y los servicios, y confirma dónde irán los equipos y la conexión eléctrica.</li>
<li><strong>Aprobaciones.</strong> Su HOA (si tiene) aprueba el diseño y nosotros presentamos el permiso ante la ciudad o el condado.</li>
<li><strong>Entrega del casco.</strong> El fabricante construye y envía su piscina.</li>
</ul>
<p>La grúa necesita un acceso de al menos 8 pies de ancho, o espacio para levantar el casco por encima de la casa.</p>
<h2>La instalación, paso a paso</h2>
<h3>Día 1: trazado y excavación</h3>
<p>El equipo marca la silueta de la piscina en el suelo, la compara con el plano aprobado y excava un hueco algo más grande que el casco.</p>
<h3>Día 2: la base</h3>
<p>El fondo se forma a la medida del casco y se cubre con una cama compactada de piedra triturada o arena, nivelada con láser.</p>
<h3>Día 3: el día de la grúa</h3>
<p>El casco llega en un tráiler y la grúa lo baja a su lugar. El equipo revisa el nivel en todas las direcciones.</p>
<h3>Días 3 a 5: plomería y relleno</h3>
<p>Se conectan y prueban las tuberías, y se rellena alrededor del casco en capas de <strong>6 pulgadas</strong> mientras la piscina se llena de agua al mismo ritmo.</p>
<h3>Días 5 a 8: equipos, electricidad e inspecciones</h3>
<p>Se instalan la bomba, el filtro y el sistema de desinfección. Nuestros paquetes incluyen 40 pies de conexión eléctrica desde su panel.</p>
<h3>Días 8 a 12: collar y terraza</h3>
<p>Se vierte un collar de concreto alrededor del casco y luego se colocan el borde y la terraza (deck): adoquines, travertino o concreto.</p>
<h3>Días 12 a 14: puesta en marcha</h3>
<p>Se encienden los equipos, se balancea el agua y el equipo le explica cómo funciona todo.</p>
<h2>Después de la instalación</h2>
<p>El paisajismo, la jaula de malla o la cerca suelen venir después. Vea el calendario completo en nuestra <a href="/es/installation">página de instalación</a> o <a href="/es/estimate">pida un presupuesto gratis</a> para su propiedad.</p>`,
  },
};
