// A payment's reference is the check number or the transfer's reference as the office files it. A card number
// must never be stored (the company takes no cards, and a stored card number would put the site under the card
// industry's rules), so a reference holding anything that reads as one is refused.

/** A run of digits, with the single spaces or dashes people type between a card number's groups. */
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether `text` holds what reads as a card number: a run of 13-19 digits (the lengths of card numbers; spaces and
 * dashes between groups allowed) that passes the card check digit. The check digit keeps most long transfer
 * references (which fail it nine times in ten) from being refused with the card numbers.
 */
export function looksLikeCardNumber(text: string): boolean {
  return [...text.matchAll(DIGIT_RUN)].some((match) => {
    const digits = match[0].replace(/[ -]/g, "");
    return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
  });
}
