import { Code } from "#shared/codes";
import { createStore, createUser, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";

/** A user acting as a store: the headers carry the store identity token from /sys/chooseIdentity. */
export type StoreActor = TestUser & { storeId: number; headers: Record<string, string> };

/** Call options that act as the store: the user's token and the store identity header. */
export const asStore = (a: StoreActor) => ({ token: a.token, headers: a.headers });

export async function storeIdentity(s: TestServer, user: TestUser, storeId: number): Promise<StoreActor> {
  const r = await s.call("POST", "/api/sys/chooseIdentity", { token: user.token, body: { storeId } });
  if (r.body.status_code !== Code.OK) throw new Error(`chooseIdentity failed: ${JSON.stringify(r.body)}`);
  return { ...user, storeId, headers: { "X-Identity-Token": r.body.res_data.storeToken } };
}

/** An owner acting as a new store, plus a staff member of it acting as the same store. */
export async function storeWithTeam(s: TestServer, name = "Shop") {
  const owner = await createUser(s);
  const staff = await createUser(s);
  const storeId = await createStore(s, owner.id, name, [staff.id]);
  return {
    storeId,
    owner: await storeIdentity(s, owner, storeId),
    staff: await storeIdentity(s, staff, storeId),
    ownerPersonal: owner,
  };
}
