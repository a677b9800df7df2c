import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "../types";

export function termsOfServiceEs(company: Company): LegalDocument {
  return {
    path: "/terms-of-service",
    title: "Términos del servicio",
    description: `Los términos que se aplican cuando usa el sitio web de ${company.name}: información y presupuestos, sus solicitudes, uso aceptable, descargas, enlaces y responsabilidad.`,
    intro: `Estos términos se aplican al uso del sitio web de ${company.name}. Al usar el sitio, usted los acepta. Su proyecto de piscina se rige por el contrato escrito que firme con nosotros, que prevalece sobre cualquier cosa que diga este sitio web.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "about-the-site",
        heading: "Para qué es este sitio web",
        body: [
          "El sitio ayuda a los propietarios de vivienda en Florida a conocer las piscinas de fibra de vidrio, comparar modelos, informarse sobre nuestros servicios y pedirnos un presupuesto o una consulta. La información es general y sirve para planificar; no reemplaza la asesoría sobre su propia propiedad.",
        ],
      },
      {
        id: "estimates-and-prices",
        heading: "Presupuestos y precios",
        body: [
          "Los precios, las cifras “desde” y los totales estimados que muestra el sitio, incluidos los totales calculados según un rango de tamaño, son estimados para planificar. No son ofertas ni crean un contrato.",
          "Su precio se fija solo en un presupuesto escrito y un contrato firmado, después de que hayamos visto su propiedad. Las condiciones del terreno, el acceso, los permisos, la terraza, los equipos y las opciones que elija pueden cambiar el precio.",
          "Podemos corregir en cualquier momento errores en los precios o las descripciones del sitio.",
        ],
      },
      {
        id: "product-information",
        heading: "Información de los productos",
        body: [
          "Describimos los modelos, medidas, profundidades, colores y características de las piscinas con la mayor exactitud posible, usando la información de los fabricantes. Las medidas pueden variar hasta un 3% de las especificaciones publicadas, las piscinas no son aptas para clavados salvo que se indique lo contrario y los colores en pantalla pueden verse distintos de los acabados reales. El fabricante puede cambiar o descontinuar modelos, colores y características. Vea los detalles en nuestros avisos legales.",
        ],
      },
      {
        id: "your-requests",
        heading: "Sus solicitudes y mensajes",
        body: [
          {
            list: [
              "Dé datos de contacto correctos, y solo los suyos o los de alguien que le haya permitido compartirlos.",
              "No envíe solicitudes falsas, automáticas, abusivas ni con fines publicitarios.",
              "Al marcar la casilla de consentimiento, usted acepta que lo contactemos por correo electrónico, SMS o teléfono sobre su solicitud, como explica nuestra política de privacidad. Puede retirar ese consentimiento en cualquier momento.",
            ],
          },
          "Enviar una solicitud no lo obliga a comprar nada, ni nos obliga a aceptar un proyecto.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Uso aceptable",
        body: [
          "Usted se compromete a no:",
          {
            list: [
              "interferir con la seguridad o el funcionamiento del sitio, ni intentar entrar en áreas que no está autorizado a usar, como el área del personal;",
              "copiar el contenido del sitio en grandes cantidades o por medios automáticos, ni de una forma que lo sobrecargue;",
              "usar el sitio para algo ilegal, engañoso o dañino para otras personas.",
            ],
          },
          "Podemos bloquear el acceso que no cumpla estas reglas.",
        ],
      },
      {
        id: "content-and-downloads",
        heading: "Nuestro contenido y descargas",
        body: [
          `Los textos, planos, guías, listas y demás contenido de este sitio pertenecen a ${company.name} o a las empresas que nos dieron licencia para usarlos. Puede verlos, imprimirlos y compartirlos para su uso personal y no comercial, incluso con su familia, su asociación de propietarios y su prestamista. No puede venderlos ni presentarlos como propios.`,
          "Los nombres y logotipos de los fabricantes, como Latham y San Juan, pertenecen a sus dueños.",
        ],
      },
      {
        id: "third-party-links",
        heading: "Enlaces a otros sitios web",
        body: [
          "El sitio tiene enlaces a sitios web que no controlamos, como los de prestamistas, mapas y redes sociales. Ofrecemos esos enlaces para su comodidad; se aplican los términos y la política de privacidad del otro sitio, y no somos responsables de su contenido, sus ofertas ni sus decisiones.",
        ],
      },
      {
        id: "financing",
        heading: "Financiamiento",
        body: [
          `${company.name} no es un prestamista. Referimos a nuestros clientes a prestamistas independientes. Cada prestamista decide las tasas, los plazos y la aprobación según su propio acuerdo con usted. Las tasas que muestra el sitio son tasas iniciales sujetas a la aprobación del crédito, y los cálculos de pagos son solo ilustraciones.`,
        ],
      },
      {
        id: "liability",
        heading: "Exención y límite de responsabilidad",
        body: [
          "El sitio se ofrece “tal como está”. Trabajamos para que sea exacto y esté disponible, pero no garantizamos que siempre esté completo, al día o libre de interrupciones y errores.",
          "En la medida en que lo permitan las leyes de Florida, no somos responsables de pérdidas indirectas o derivadas del uso del sitio web, como decisiones tomadas solo a partir de su información general. Nada en estos términos limita los derechos que la ley le da y que no pueden limitarse, ni nuestras obligaciones según un contrato que firme con nosotros.",
        ],
      },
      {
        id: "governing-law",
        heading: "Ley aplicable",
        body: [
          "Estos términos se rigen por las leyes del Estado de Florida. Cualquier disputa sobre el sitio web la resolverán los tribunales ubicados en Florida.",
        ],
      },
      {
        id: "changes",
        heading: "Cambios a estos términos",
        body: [
          "Podemos actualizar estos términos. La fecha de arriba indica la versión más reciente, que se aplica desde el día en que se publica.",
        ],
      },
      {
        id: "contact",
        heading: "Contáctenos",
        body: [`¿Preguntas sobre estos términos? Escríbanos a ${company.email} o pregunte en su oficina más cercana.`],
      },
    ],
  };
}
