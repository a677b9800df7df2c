import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "../types";

export function legalDisclaimersEs(company: Company): LegalDocument {
  return {
    path: "/legal-disclaimers",
    title: "Avisos legales",
    description:
      "Notas importantes sobre las medidas de las piscinas, las piscinas no aptas para clavados, los plazos de instalación, las garantías, los precios, el financiamiento y las afirmaciones de este sitio web.",
    intro:
      "Las notas siguientes se aplican a todas las páginas de este sitio web, incluidas las notas breves al pie de cada página. Explican qué significan nuestras cifras y cuáles son sus límites.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "dimensions",
        heading: "Medidas de las piscinas",
        body: [
          "Las medidas de las piscinas pueden variar hasta un 3% de las especificaciones publicadas. Las piscinas de fibra de vidrio son piezas moldeadas, y el largo, el ancho, la profundidad y el volumen de agua son cifras nominales del fabricante. Los planos de este sitio muestran la forma de un modelo y no están a escala para la construcción. El plano de su terreno y su contrato usan las cifras de su piscina en particular.",
        ],
      },
      {
        id: "non-diving",
        heading: "Piscinas no aptas para clavados",
        body: [
          "Ninguna piscina es apta para clavados, salvo que se indique lo contrario. No se tire de clavado ni salte de cabeza en ninguna piscina que su fabricante no haya clasificado expresamente para clavados. Las profundidades indicadas son aproximadas y pueden variar a lo largo de la piscina.",
        ],
      },
      {
        id: "installation-timelines",
        heading: "Plazos de instalación",
        body: [
          "Los plazos de instalación comienzan 45 días después de aprobado el permiso y entregada la piscina. Cifras como “instalada en 7-14 días”, “unas 2 semanas” o “3-5 días” para las piscinas compactas describen el trabajo en el terreno una vez que comienza la instalación; no incluyen el diseño, los permisos, la revisión de la asociación de propietarios, la fabricación ni la entrega.",
          "El clima, las inspecciones, las condiciones del terreno (como el agua subterránea, el suelo o el acceso), los cambios que usted pida y la terraza o el paisajismo que elija pueden alargar un plazo. Le confirmamos su calendario por escrito.",
        ],
      },
      {
        id: "warranties",
        heading: "Garantías",
        body: [
          "Las garantías varían según el fabricante. Las garantías estructurales de las piscinas, incluidas frases como garantía estructural de por vida o de más de 25 años, las emite el fabricante de la piscina y se aplican según sus términos escritos, que pueden variar entre modelos y cambiar con el tiempo. Los equipos tienen la garantía de su propio fabricante.",
          "Nuestra garantía limitada del paquete de 30 años y nuestra garantía de mano de obra de 1 año se aplican tal como están escritas en los documentos de su contrato. Los resúmenes de este sitio, incluido nuestro resumen de garantías, son solo para su comodidad; lo que decide son las garantías escritas. Vaciar una piscina sin orientación, las reparaciones no autorizadas o un agua muy desbalanceada pueden anular la cobertura.",
        ],
      },
      {
        id: "prices-and-estimates",
        heading: "Precios y presupuestos",
        body: [
          "Precios como “desde $42k”, el precio base de una piscina, los cargos por tamaño y los totales estimados son estimados para planificar, en dólares estadounidenses. Suponen condiciones normales del terreno y lo que incluye nuestro paquete, y no incluyen trabajos propios de cada terreno, como tendidos eléctricos más largos, terraza adicional, cerramientos con malla, cercas, paisajismo ni mejoras, salvo que se indique. Su precio se fija solo en un presupuesto escrito y un contrato firmado, después de visitar su terreno. Las promociones están sujetas a sus condiciones y a la disponibilidad.",
        ],
      },
      {
        id: "financing",
        heading: "Financiamiento",
        body: [
          `${company.name} no es un prestamista y no toma decisiones de crédito. Referimos a nuestros clientes a prestamistas independientes. Las tasas indicadas, como tasas desde 6.99% APR, son tasas iniciales sujetas a la aprobación del crédito; las tasas, los plazos, los cargos y la aprobación reales los fija cada prestamista. Las calculadoras de pagos y los ejemplos de este sitio son ilustraciones, no ofertas de crédito.`,
        ],
      },
      {
        id: "claims-and-results",
        heading: "Afirmaciones, calificaciones y resultados",
        body: [
          "Datos como las calificaciones de los clientes, la cantidad de clientes, los años de experiencia y los ahorros (por ejemplo, hasta un 50% menos de químicos) describen la experiencia típica y nuestros registros al momento de escribirlos. Los resultados de cada persona dependen de la piscina, su uso, el clima y su mantenimiento.",
          "Los testimonios son la opinión de cada cliente sobre su propio proyecto y no prometen el mismo resultado.",
        ],
      },
      {
        id: "images-and-colors",
        heading: "Imágenes y colores",
        body: [
          "Las fotos, los dibujos y las muestras de color ilustran los productos y pueden mostrar opciones o paisajismo que no están incluidos. Los colores de los acabados se ven distintos en pantalla y cambian con la profundidad del agua, la luz del sol y el entorno; juzgue los acabados con muestras reales.",
        ],
      },
      {
        id: "general-information",
        heading: "Solo información general",
        body: [
          "Los artículos, guías y listas de este sitio son información general para propietarios de vivienda en Florida. No son asesoría de ingeniería, legal, tributaria ni financiera sobre su propiedad. Los códigos de construcción, los requisitos de seguridad de las piscinas y las reglas de los permisos los fija su autoridad local y pueden variar entre condados y ciudades.",
        ],
      },
      {
        id: "trademarks",
        heading: "Fabricantes y marcas",
        body: [
          "Latham, San Juan y los demás nombres y logotipos de fabricantes son marcas de sus dueños y se usan para identificar los productos que vendemos e instalamos. Su uso no significa que un fabricante respalde cada afirmación de este sitio web.",
        ],
      },
      {
        id: "contact",
        heading: "Preguntas",
        body: [
          `Si algo de lo que dice aquí no está claro, escríbanos a ${company.email} o pregunte en su oficina más cercana antes de firmar.`,
        ],
      },
    ],
  };
}
