import { field, type SearchOf, searchSchema } from "../../route-search.ts";

/**
 * /authorize takes OAuth's own parameter names, as an app's OAuth library writes the link; every
 * value is kept as text, whatever the router made of it (a numeric `state` must come back as sent).
 */
export const AuthorizeSearchSchema = searchSchema({
  client_id: field.anyText(),
  redirect_uri: field.anyText(),
  scope: field.anyText(),
  state: field.anyText(),
  response_type: field.anyText(),
  code_challenge: field.anyText(),
  code_challenge_method: field.anyText(),
});
export type AuthorizeSearch = SearchOf<typeof AuthorizeSearchSchema>;
