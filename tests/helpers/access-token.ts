const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token as the client reads it (the client decodes the claims and never checks the signature): member `userId`,
 * expiring `expInSeconds` from now (negative: expired), with any other claims the test needs.
 */
export function accessToken(userId: number, expInSeconds = 3600, claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expInSeconds;
  return `${b64({ alg: 'HS256' })}.${b64({ user_id: userId, username: `m${userId}@example.com`, exp, ...claims })}.sig`;
}
