import { errors, jwtVerify, SignJWT } from 'jose';

/** What a user-service JWT says: whose it is and which login (session) it belongs to. */
export interface UserClaims {
  userId: string;
  sessionId: string;
}

const issuer = 'travel-app';
const audience = 'user-service';
/** The one algorithm accepted: `alg: none` and any other are refused by `jwtVerify`. */
const algorithm = 'HS256';
/** How long a JWT lasts; its session may end earlier (logout, account deleted). */
export const jwtLifetimeSeconds = 30 * 24 * 60 * 60;

/** Signs and checks the JWTs of the user service (HS256, key from `loadAuthSecret`). */
export class UserTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  sign({ userId, sessionId }: UserClaims, lifetimeSeconds = jwtLifetimeSeconds): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token; null for a missing, malformed, tampered, expired or foreign one. */
  async verify(token: string | undefined): Promise<UserClaims | null> {
    if (!token || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [algorithm],
        issuer,
        audience,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** The bearer token of an `Authorization` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
