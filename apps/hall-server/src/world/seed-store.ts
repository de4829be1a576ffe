// The store of a new data folder: seeded users (hashed passwords) and a few past orders.
import { hashSecret } from '../hall/secrets';
import { newUserRecord } from '../hall/users';
import { userKey } from '../hall/hall';
import type { OrderRecord, StoreData, UserRecord } from '../store/records';
import { SEED_PASSWORD, SEED_WITHDRAW_PASSWORD } from './users';
import type { World } from './world';

const ORDER_ID_BASE = 9_007_199_254_740_000n;

export function seedStore(world: World, now: number): StoreData {
  const users: Record<string, UserRecord> = {};
  const orders: OrderRecord[] = [];
  // One hash for every seeded account: the same password, and a quicker start.
  const password = hashSecret(SEED_PASSWORD);
  const withdraw = hashSecret(SEED_WITHDRAW_PASSWORD);
  world.users.forEach((seed, index) => {
    const user = newUserRecord(
      index + 1,
      { siteCode: seed.siteCode, username: seed.username, password: SEED_PASSWORD, currency: seed.currency },
      now,
    );
    user.passwordSalt = password.salt;
    user.passwordHash = password.hash;
    user.gameGold = seed.gameGold;
    user.bonus = seed.bonus ?? 0;
    user.auditMode = seed.auditMode ?? 0;
    user.depositCount = seed.depositCount ?? 0;
    if (seed.betRequirement) user.betRequirement = seed.betRequirement;
    if (seed.accounts) {
      user.accounts = seed.accounts.map((account, n) => ({
        accountId: String(user.id * 1000 + n + 1),
        ...account,
        createdAt: now,
      }));
    }
    user.frozen = seed.frozen ?? false;
    user.restrictions = [...(seed.restrictions ?? [])];
    user.loginVerify = seed.loginVerify ?? false;
    if (seed.mustChangePassword) user.mustChangePassword = true;
    user.googleAuth = seed.googleAuth ?? false;
    user.thirdParty = { ...seed.thirdParty };
    // A fixed user key per seeded account, so fast login works from documentation.
    user.userkey = `uk_seed_${seed.siteCode}_${seed.username}`;
    // The seeded contacts are bindings: as if their codes had been confirmed.
    if (seed.phone) {
      user.phone = seed.phone;
      user.phoneVerified = true;
    }
    if (seed.email) {
      user.email = seed.email;
      user.emailVerified = true;
    }
    if (seed.agentId) user.agentId = seed.agentId;
    if (seed.channelId) user.channelId = seed.channelId;
    if (seed.selfExcludedForMs) user.selfExcludedUntil = now + seed.selfExcludedForMs;
    if (seed.withdrawPassword) {
      user.withdrawPasswordSalt = withdraw.salt;
      user.withdrawPasswordHash = withdraw.hash;
    }
    users[userKey(seed.siteCode, seed.username)] = user;
    for (let n = 0; n < (seed.depositCount ?? 0) && n < 3; n++) {
      orders.push({
        orderId: String(ORDER_ID_BASE + BigInt(orders.length + 1)),
        kind: 'deposit',
        siteCode: seed.siteCode,
        username: seed.username,
        amount: 100 * (n + 1),
        currency: seed.currency,
        status: 'success',
        requestId: `seed-${seed.username}-${n}`,
        createdAt: now - (n + 1) * 86_400_000,
        completedAt: now - (n + 1) * 86_400_000 + 60_000,
        isFirst: n === 0,
      });
    }
  });
  return {
    meta: {
      seed: world.seed,
      createdAt: now,
      nextUserId: world.users.length,
      nextOrderSeq: 0,
      nextMsgSeq: 0,
    },
    users,
    sessions: {},
    orders,
    notices: [],
    dedup: {},
    sites: {},
    effects: {},
  };
}
