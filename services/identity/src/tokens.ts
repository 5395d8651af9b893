/** The parsed identity configuration (IdentityConfig), provided once by AppModule. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
