/** The most used passwords of public breach lists (8 characters or more, as shorter ones fail the length rule). */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '87654321', '88888888',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', '1qaz2wsx',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman',
  'starwars', 'whatever', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'letmein123', 'computer',
  'michelle', 'jennifer', 'jordan23', 'abcd1234', 'abc12345', 'abcdefgh', 'asdfghjk', 'asdfghjkl',
  'aaaaaaaa', 'changeme', 'internet', 'samsung1', 'chocolate', 'butterfly', 'liverpool', 'pokemon1',
  'mustang1', 'shadow12', 'master12', 'dragon12', 'monkey12', 'fitness1', 'fitness123', 'workout1',
  'gymlife1', 'fitgroup', 'fitgroup1', 'fitgroup123', 'admin123', 'administrator', 'secret123',
  'qazwsxedc', '123qweasd', '123123123', '12341234', '11223344', '12121212', '99999999', '01234567',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
