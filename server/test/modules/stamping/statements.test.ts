import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { testClock } from '../../accounts';
import { statementLoggingDatabase, type Statement } from '../../statements';
import { createBranch } from '../stores/stores';
import {
  createCard,
  customerAccount,
  redeem,
  saveSettings,
  signIn,
  stamp,
  subscribedOwner,
  undo,
  undoRedemption,
  type Customer,
  type Owner,
} from '../reward-cards/cards';

// docs/performance.md, "Statements per stamp": the statements a stamp, a redemption and an undo
// send inside their transaction (BEGIN and COMMIT aside). Each is a round trip the customer's
// locks may be held across, so a new one should be a decision, not an accident: raise a figure
// here only with a reason written there.
const MOST = { firstStamp: 11, stamp: 9, redeem: 6, undo: 7, redemptionUndo: 7 };
type Call = keyof typeof MOST;
const MINUTE = 60_000;

describe('statements per stamp', () => {
  let app: App;
  const clock = testClock();
  let statements: Statement[];
  let owner: Owner;
  let customer: Customer;
  let branchId: string;

  beforeAll(async () => {
    const logging = await statementLoggingDatabase();
    statements = logging.statements;
    app = await build({}, { database: logging.database, now: clock.now });
    owner = await subscribedOwner(app, 'scale');
    customer = await customerAccount(app);
    // A cooldown, so its check runs too; each call below comes after it.
    await saveSettings(app, owner.access, { stamp_cooldown_minutes: 1 });
    const created = await createBranch(app, owner.access, owner.storeId);
    branchId = (created.json() as { data: { id: string } }).data.id;
  });
  afterAll(() => app.close());

  /**
   * How many statements `call` sent inside its transaction, and its answer (which must be
   * `status`). It runs after the cooldown, with a fresh access token.
   */
  async function counted(status: number, call: () => ReturnType<typeof stamp>) {
    clock.advance(2 * MINUTE);
    owner = await signIn(app, owner);
    statements.length = 0;
    const answer = await call();
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status });
    const count = statements.filter((statement) => statement.inTransaction).length;
    return { count, id: answer.json().data.interaction?.id as string };
  }

  it('stays within its figures for a stamp, a redemption and their undos', async () => {
    const card = await createCard(app, owner, { stamps_required: 2 });
    const body = { qr_code: customer.qrCode, branch_id: branchId };
    const key = () => randomUUID();
    const first = await counted(201, () => stamp(app, owner.access, card.id, body, key()));
    const second = await counted(201, () => stamp(app, owner.access, card.id, body, key()));
    const undone = await counted(200, () => undo(app, owner.access, card.id, second.id, key()));
    await counted(201, () => stamp(app, owner.access, card.id, body, key()));
    const redeemed = await counted(200, () => redeem(app, owner.access, card.id, body, key()));
    const redemptionUndone = await counted(200, () =>
      undoRedemption(app, owner.access, card.id, redeemed.id, key()),
    );
    const counts = {
      firstStamp: first.count,
      stamp: second.count,
      redeem: redeemed.count,
      undo: undone.count,
      redemptionUndo: redemptionUndone.count,
    };
    // Each past its figure, with its count: none.
    const over = Object.entries(counts).filter(([call, count]) => count > MOST[call as Call]);
    expect(over).toEqual([]);
  });
});
