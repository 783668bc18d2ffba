/**
 * A hash in the format of before argon2: scrypt (Node's N=2^14, 64 bytes) of 123456, base64url
 * salt and key. Kept here rather than read from the seed, which may move to argon2.
 */
export const SCRYPT_123456 =
  'scrypt$cmVkLXBhcnRzLXNlZWQtMQ$-YN-2y5Lzmrkn81MP-OSBFd-BpjvnERDSkn6Jjx95OSf1m03sfFT98LHolgXoAbhUeINdl515UPHCTA9AncVOQ';
