import { field, type SearchOf, searchSchema } from "../../route-search.ts";

/** /authorize takes OAuth's own parameter names, as an app's OAuth library writes the link. */
export const AuthorizeSearchSchema = searchSchema({
  client_id: field.text(),
  redirect_uri: field.text(),
  scope: field.text(),
  state: field.text(),
  response_type: field.text(),
  code_challenge: field.text(),
  code_challenge_method: field.text(),
});
export type AuthorizeSearch = SearchOf<typeof AuthorizeSearchSchema>;
