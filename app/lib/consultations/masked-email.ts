/**
 * "j•••@example.com": enough for visitors to recognize their own address on a page, too little for anyone else
 * holding the link to learn it.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const first = Array.from(email)[0];
  return at < 1 || !first ? "•••" : `${first}•••${email.slice(at)}`;
}
