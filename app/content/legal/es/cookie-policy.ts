import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "../types";

export function cookiePolicyEs(company: Company): LegalDocument {
  return {
    path: "/cookie-policy",
    title: "Política de cookies",
    description:
      "Las pocas cookies propias que usa este sitio web (funcionamiento del sitio, acceso del personal y origen de las solicitudes) y por qué no hay cookies de rastreo de terceros.",
    intro:
      "Este sitio web usa la menor cantidad de cookies posible. Solo instala cookies propias, de nuestro dominio, y ninguna cookie de publicidad, de analítica ni de rastreo de redes sociales.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "what-are-cookies",
        heading: "Qué son las cookies",
        body: [
          "Una cookie es un pequeño archivo de texto que un sitio web guarda en su navegador para recordar algo entre páginas o visitas. Una cookie propia la instala el sitio que usted visita; una cookie de terceros la instala otra empresa, casi siempre para publicidad o rastreo.",
        ],
      },
      {
        id: "cookies-we-use",
        heading: "Las cookies que usamos",
        body: [
          {
            list: [
              "Cookies necesarias: cookies pequeñas que el sitio necesita para funcionar de forma segura, por ejemplo para proteger los formularios contra el abuso. No contienen información sobre quién es usted.",
              "Acceso del personal: cuando un miembro de nuestro personal inicia sesión en el área del personal, una cookie de sesión lo mantiene conectado. Solo se instala después de iniciar sesión y termina cuando cierra la sesión o esta vence. Los visitantes del sitio público nunca la reciben.",
              "Origen de las solicitudes (ffp_attribution): una cookie propia recuerda la campaña o el sitio web externo que lo trajo al sitio por primera vez y el más reciente (las etiquetas de la campaña, el sitio de procedencia y la página por la que llegó), para que, si luego nos envía una solicitud, sepamos qué le ayudó. No guarda datos personales, los scripts no pueden leerla, vence a los 90 días y nunca se comparte con otras empresas.",
              "Idioma (ffp_lang): si usa el enlace para cambiar de idioma, una cookie propia recuerda el idioma que eligió durante un año, para ofrecerle esa versión de la página en su próxima visita. No guarda nada más.",
            ],
          },
        ],
      },
      {
        id: "no-third-party-cookies",
        heading: "Sin cookies de terceros",
        body: [
          "No usamos analítica de terceros, píxeles publicitarios ni botones de redes sociales que instalen cookies.",
          "Los videos muestran primero una vista previa: el reproductor del proveedor del video, y cualquier cookie que instale, solo se carga cuando usted presiona reproducir. Los enlaces a mapas y a los prestamistas abren el sitio web de la otra empresa, donde rige su propia política de cookies.",
          "La función “Buscar mi oficina más cercana” no usa cookies; su ubicación se usa una sola vez, en su navegador, y solo si usted lo permite.",
        ],
      },
      {
        id: "managing-cookies",
        heading: "Cómo administrar las cookies",
        body: [
          "Puede bloquear o borrar las cookies en la configuración de su navegador. Si bloquea la cookie de origen, el sitio funciona exactamente igual; simplemente no sabremos qué página lo trajo hasta nosotros. Si bloquea las cookies necesarias, algunos formularios podrían dejar de funcionar, y el personal no puede iniciar sesión sin la cookie de sesión.",
        ],
      },
      {
        id: "changes",
        heading: "Cambios a esta política",
        body: [
          "Si agregamos o cambiamos una cookie, actualizamos esta página y la fecha que aparece arriba antes de que el cambio entre en vigor. No agregaremos cookies de rastreo de terceros sin actualizar esta política y pedirle su consentimiento cuando la ley lo exija.",
        ],
      },
      {
        id: "contact",
        heading: "Contáctenos",
        body: [`¿Preguntas sobre las cookies? Escríbanos a ${company.email}.`],
      },
    ],
  };
}
