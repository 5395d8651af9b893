/**
 * Every non-2xx API response has this body. `message` is the one human sentence a toast shows
 * (the SPEC's text); `fieldErrors` maps form fields to their SPEC messages for 400s.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
}
