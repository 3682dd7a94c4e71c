/**
 * What the account avatar shows for a person's name (issue 17): a Korean name's family name is
 * its first syllable ("김가맹" → "김"), a Latin name its first letter, upper-cased ("jane" → "J").
 * Null when there is no name, and the avatar shows a person icon: an e-mail's first letter would
 * read as a Latin initial for a Korean member.
 */
export function avatarInitial(name: string | null | undefined): string | null {
  const trimmed = name?.normalize('NFC').trim();
  if (!trimmed) return null;
  // By code point, so a character outside the BMP is not cut in half.
  const [first = ''] = Array.from(trimmed);
  return first.toLocaleUpperCase('en');
}
