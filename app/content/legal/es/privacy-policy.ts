import { OFFICE_COUNT } from "~/lib/company/offices";
import type { Company } from "~/lib/company/company-profile";
import { openingHoursIn } from "~/lib/company/opening-hours-in";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "../types";

export function privacyPolicyEs(company: Company): LegalDocument {
  return {
    path: "/privacy-policy",
    title: "Política de privacidad",
    description: `Qué información recoge ${company.name} en este sitio web, para qué, cuánto tiempo la guardamos y cómo comunicarse con nosotros sobre sus datos. Nunca vendemos sus datos.`,
    intro: `${company.name} vende e instala piscinas de fibra de vidrio en toda la Florida desde ${OFFICE_COUNT} oficinas. Esta política explica qué información recoge este sitio web, para qué la recogemos, quién la ve y qué opciones tiene usted. En resumen: recogemos lo que usted nos envía para poder responderle, no usamos rastreo de terceros y nunca vendemos su información.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "information-we-collect",
        heading: "Información que recogemos",
        body: [
          "Cuando pide un presupuesto, reserva una consulta o nos envía un mensaje, el formulario le pide:",
          {
            list: [
              "su nombre y número de teléfono (obligatorios, para poder devolverle la llamada);",
              "su correo electrónico y su dirección (opcionales en la mayoría de los formularios);",
              "su mensaje y los detalles del proyecto que quiera darnos: tipo de piscina, modelo, tamaño, presupuesto aproximado y plazos;",
              "su respuesta en la casilla de consentimiento que nos permite contactarlo.",
            ],
          },
          "Con cada solicitud, el sitio web también registra la página desde la que la envió (por ejemplo, la piscina que estaba viendo), la oficina más cercana a usted, el idioma de la página y la fecha y hora.",
          "Nuestros servidores guardan un breve registro técnico de cada visita a una página (la hora, la dirección de la página sin sus parámetros, el resultado y cuánto tardó) para mantener el sitio seguro y funcionando. Ese registro no contiene lo que usted escribe en los formularios.",
          "El botón “Buscar mi oficina más cercana” usa la ubicación de su dispositivo solo si usted lo permite. La distancia a cada oficina se calcula en su navegador; sus coordenadas no se nos envían ni se guardan.",
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Cómo usamos su información",
        body: [
          {
            list: [
              "para responder a su solicitud, preparar su presupuesto y programar una visita técnica o una consulta de diseño;",
              "para pasar su solicitud a la oficina más cercana a usted, de modo que un especialista local pueda ayudarle;",
              "para contactarlo por teléfono, mensaje de texto o correo electrónico sobre su solicitud, si aceptó que lo contactemos, desde nuestro número gratuito o el de su oficina local;",
              "para guardar el registro de su proyecto una vez que sea cliente: contrato, permisos, instalación y garantía;",
              "para entender qué páginas del sitio llevan a solicitudes, usando la página de la que vino cada solicitud;",
              "para proteger el sitio y a nuestros clientes del spam, el fraude y el abuso.",
            ],
          },
          "No usamos su información para tomar decisiones automáticas sobre usted, y no le enviamos publicidad de otras empresas.",
        ],
      },
      {
        id: "contact-consent",
        heading: "Su consentimiento para que lo contactemos",
        body: [
          "Cuando marca la casilla de consentimiento de un formulario, nos autoriza a contactarlo por correo electrónico, SMS o teléfono sobre su solicitud. Puede retirar ese consentimiento en cualquier momento: responda STOP a un mensaje de texto, use el enlace para darse de baja de un correo, dígaselo a la persona que lo llama o escríbanos. Retirar el consentimiento no afecta los contactos que ya aceptó, como las citas que reservó.",
        ],
      },
      {
        id: "no-selling-no-tracking",
        heading: "No vendemos sus datos ni usamos rastreo de terceros",
        body: [
          "No vendemos, alquilamos ni intercambiamos su información personal, y no la compartimos con nadie para su propia publicidad.",
          "Este sitio web no usa publicidad, analítica ni rastreo de redes sociales de terceros. Las únicas cookies que instala son cookies propias, descritas en nuestra política de cookies.",
        ],
      },
      {
        id: "who-sees-it",
        heading: "Quién ve su información",
        body: [
          {
            list: [
              "Nuestro personal: los equipos de ventas, operaciones y oficina que atienden su solicitud, cada uno con acceso limitado a su función.",
              "Proveedores que operan partes del sitio por nosotros, como el alojamiento y el envío de correos. Solo procesan la información según nuestras instrucciones y deben mantenerla confidencial.",
              "Los fabricantes de piscinas, cuando registramos la garantía de su piscina con su acuerdo.",
              "Los departamentos de construcción y las asociaciones de propietarios, con los documentos necesarios para su permiso y aprobación, una vez que sea cliente.",
              "Los prestamistas, solo si usted nos pide que lo refiramos o si presenta su solicitud en su sitio web. En ese caso se aplica la política de privacidad de cada prestamista.",
              "Las autoridades, cuando la ley lo exija o para proteger los derechos y la seguridad de nuestros clientes, nuestro personal o el público.",
            ],
          },
        ],
      },
      {
        id: "other-websites",
        heading: "Enlaces y contenido incrustado",
        body: [
          "Algunos enlaces lo llevan a otros sitios web: la solicitud de un prestamista, un mapa con indicaciones para llegar a una oficina o nuestras páginas en redes sociales. Esos sitios tienen sus propias políticas de privacidad, y no somos responsables de ellos.",
          "Los videos de este sitio muestran primero una vista previa. No se carga nada del proveedor del video hasta que usted presiona reproducir; a partir de ese momento, se aplica la política de privacidad del proveedor a ese video.",
        ],
      },
      {
        id: "retention",
        heading: "Cuánto tiempo guardamos la información",
        body: [
          {
            list: [
              "Solicitudes que no terminan en un proyecto: hasta 3 años desde nuestro último contacto con usted, para poder retomar la conversación si vuelve, y después se borran o se anonimizan.",
              "Registros de clientes y proyectos: mientras duren sus garantías y mientras la ley nos exija guardar los registros de contratos, impuestos y permisos.",
              "Registros técnicos del servidor: un período corto, normalmente no más de 30 días, salvo que los necesitemos para investigar un problema de seguridad.",
            ],
          },
          "Puede pedirnos que borremos su información antes; vea “Sus opciones” más abajo.",
        ],
      },
      {
        id: "security",
        heading: "Cómo la protegemos",
        body: [
          "El sitio funciona con una conexión cifrada, el personal entra con cuentas y funciones individuales, las contraseñas se guardan solo como hashes seguros y el acceso a las solicitudes se limita a las personas que lo necesitan. Ningún sistema es perfectamente seguro, pero trabajamos para proteger su información y le avisaremos si una filtración lo afecta, como lo exige la ley.",
        ],
      },
      {
        id: "your-choices",
        heading: "Sus opciones",
        body: [
          "Viva donde viva, puede pedirnos que:",
          {
            list: [
              "le digamos qué información tenemos sobre usted y le demos una copia;",
              "corrijamos la información que esté mal;",
              "borremos su información, salvo que debamos guardarla por un contrato, una garantía o la ley;",
              "dejemos de contactarlo.",
            ],
          },
          `Escríbanos a ${company.email} o pregunte en su oficina más cercana. Respondemos en un plazo de 30 días y es posible que primero debamos confirmar su identidad.`,
        ],
      },
      {
        id: "children",
        heading: "Menores de edad",
        body: [
          "Este sitio web es para adultos que planean una piscina. No está dirigido a menores de 13 años, y no recogemos a sabiendas información de ellos. Si cree que un menor nos envió información, comuníquese con nosotros y la borraremos.",
        ],
      },
      {
        id: "changes",
        heading: "Cambios a esta política",
        body: [
          "Si cambiamos la forma en que tratamos la información, actualizamos esta página y la fecha de arriba. Los cambios importantes se aplican solo a la información recogida después del cambio, salvo que usted acepte otra cosa.",
        ],
      },
      {
        id: "contact",
        heading: "Contáctenos",
        body: [
          `¿Preguntas sobre la privacidad? Escríbanos a ${company.email}, o llame o visite su oficina más cercana en horario de oficina (${openingHoursIn("es", company.primaryOffice.openingHours, "sentence")}).`,
        ],
      },
    ],
  };
}
