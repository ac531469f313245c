// Types of server.mjs, for the TypeScript scripts that reuse it (scripts/cluster/).
export const root: string;
export function startProduct(
  port: number,
  options?: { entry?: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv },
): Promise<{ url: string; stop(): Promise<void> }>;
export function call(
  url: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  // The API's JSON answer, read by field in scripts that know the route they called.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope of any route
): Promise<any>;
export function verifiedMerchant(
  url: string,
): Promise<{ email: string; password: string; token: string; userId: string }>;
export function fileMerchantRequest(
  url: string,
  token: string,
  storeName?: string,
): Promise<string>;
export function latestCode(url: string, email: string, timeoutMs?: number): Promise<string>;
