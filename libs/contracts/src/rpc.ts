/** Message patterns for gateway → service RPC over TCP. One constant per command. */
export const IDENTITY = {
  register: 'identity.register',
  verifyCredentials: 'identity.verify-credentials',
  getUser: 'identity.get-user',
  getUsers: 'identity.get-users',
  changePassword: 'identity.change-password',
} as const;

/** How a service reports a failure across RPC; the gateway maps `status` to the HTTP status. */
export interface RpcErrorPayload {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}
