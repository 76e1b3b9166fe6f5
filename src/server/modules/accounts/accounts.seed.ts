import { and, eq, inArray } from "drizzle-orm";
import { storeMembers, stores, users } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { hashPassword } from "./passwords.ts";

export type DemoAccounts = {
  /** seller1..seller3 user ids, in order. */
  sellers: number[];
  /** buyer1..buyer5 user ids, in order. */
  buyers: number[];
  /** "Demo Store": owned by seller1, seller2 in its team. */
  demoStoreId: number;
};

export const DEMO_PASSWORD = "Demo1234";
export const DEMO_STORE_NAME = "Demo Store";

type DemoPerson = {
  key: string;
  firstName: string;
  lastName: string;
  mobile: string;
  city: string;
  lat: number;
  lng: number;
};

// Real US cities so distance search and maps make sense; +1 555 01xx numbers are reserved for fiction.
const SELLERS: DemoPerson[] = [
  {
    key: "seller1",
    firstName: "Sam",
    lastName: "Seller",
    mobile: "+15550100001",
    city: "San Francisco",
    lat: 37.7749,
    lng: -122.4194,
  },
  {
    key: "seller2",
    firstName: "Sofia",
    lastName: "Reyes",
    mobile: "+15550100002",
    city: "Los Angeles",
    lat: 34.0522,
    lng: -118.2437,
  },
  {
    key: "seller3",
    firstName: "Marcus",
    lastName: "Lee",
    mobile: "+15550100003",
    city: "Seattle",
    lat: 47.6062,
    lng: -122.3321,
  },
];
const BUYERS: DemoPerson[] = [
  {
    key: "buyer1",
    firstName: "Ben",
    lastName: "Buyer",
    mobile: "+15550100101",
    city: "New York",
    lat: 40.7128,
    lng: -74.006,
  },
  {
    key: "buyer2",
    firstName: "Chloe",
    lastName: "Park",
    mobile: "+15550100102",
    city: "Chicago",
    lat: 41.8781,
    lng: -87.6298,
  },
  {
    key: "buyer3",
    firstName: "Diego",
    lastName: "Alvarez",
    mobile: "+15550100103",
    city: "Austin",
    lat: 30.2672,
    lng: -97.7431,
  },
  {
    key: "buyer4",
    firstName: "Emma",
    lastName: "Novak",
    mobile: "+15550100104",
    city: "Denver",
    lat: 39.7392,
    lng: -104.9903,
  },
  {
    key: "buyer5",
    firstName: "Farah",
    lastName: "Khan",
    mobile: "+15550100105",
    city: "Boston",
    lat: 42.3601,
    lng: -71.0589,
  },
];

const emailOf = (key: string) => `${key}@demo.test`;

/**
 * The contract's demo accounts (password Demo1234, verified email and mobile, a username and a city).
 * Idempotent: when seller1 exists, the existing ids are returned and nothing is written.
 */
export async function seedDemoAccounts(deps: AppDeps): Promise<DemoAccounts> {
  const { db } = deps.database;
  const all = [...SELLERS, ...BUYERS];
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf("seller1")));
  if (!existing) {
    const now = deps.clock.now();
    // One hash per person (own salt); argon2 is ~35 ms each.
    const hashes = await Promise.all(all.map(() => hashPassword(DEMO_PASSWORD)));
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          all.map((p, i) => ({
            email: emailOf(p.key),
            mobile: p.mobile,
            userName: p.key,
            nickName: p.firstName,
            firstName: p.firstName,
            lastName: p.lastName,
            city: p.city,
            cityLat: p.lat,
            cityLng: p.lng,
            passwordHash: hashes[i],
            emailVerified: true,
            mobileVerified: true,
            userDataConfirmed: true,
            createdAt: now,
          })),
        )
        .returning({ id: users.id, email: users.email });
      const idOf = (key: string) => inserted.find((u) => u.email === emailOf(key))!.id;
      const [store] = await tx
        .insert(stores)
        .values({
          storeName: DEMO_STORE_NAME,
          ownerId: idOf("seller1"),
          introduction: "Hand-picked finds from the demo sellers.",
          createdAt: now,
        })
        .returning({ id: stores.id });
      await tx.insert(storeMembers).values([
        { storeId: store!.id, userId: idOf("seller1"), role: "owner", createdAt: now },
        { storeId: store!.id, userId: idOf("seller2"), role: "staff", createdAt: now },
      ]);
    });
  }
  await seedDemoOperator(deps);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        all.map((p) => emailOf(p.key)),
      ),
    );
  const idOf = (key: string) => {
    const row = rows.find((u) => u.email === emailOf(key));
    if (!row) throw new Error(`demo account ${key} is missing`);
    return row.id;
  };
  const sellers = SELLERS.map((p) => idOf(p.key));
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.ownerId, sellers[0]!), eq(stores.storeName, DEMO_STORE_NAME)))
    .orderBy(stores.id)
    .limit(1);
  if (!store) throw new Error("the demo store is missing");
  return { sellers, buyers: BUYERS.map((p) => idOf(p.key)), demoStoreId: store.id };
}

/**
 * The demo operator (`operator@demo.test`, password Demo1234). Its e-mail alone gives it nothing:
 * OPERATOR_EMAILS decides, and defaults to it only when the demo is seeded and the setting is unset.
 */
async function seedDemoOperator(deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const email = "operator@demo.test";
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return;
  await db
    .insert(users)
    .values({
      email,
      userName: "operator",
      nickName: "Operator",
      firstName: "Demo",
      lastName: "Operator",
      city: "Chicago",
      cityLat: 41.8781,
      cityLng: -87.6298,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      mobileVerified: false,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
}
