import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~60 ms a hash here.
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}
