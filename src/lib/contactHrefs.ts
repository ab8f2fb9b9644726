/**
 * Links built from the support contact (`$contact`): a dialler link keeps only the leading `+` and
 * digits, and WhatsApp's click-to-chat address wants the number in international form without
 * `+`, spaces or dashes (https://faq.whatsapp.com/5913398998672934).
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
