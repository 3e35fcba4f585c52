import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Modal, Result, Steps } from 'antd';
import type { BatchLineInput, BatchLineResult, BatchMatchResult } from '@pm/contract/batch';
import { formatFen } from '@pm/contract/format';
import type { GoodsCard } from '@pm/contract/goods';
import { notify } from '@/lib/notify';
import { matchBatch } from '../api/batch-match';
import { appendCartBatch } from '../api/cart-batch-append';
import {
  appendPlan,
  initialPicks,
  readyPicks,
  repick,
  summarize,
  type LinePick,
  type Picks,
} from '../model/picks';
import type { Sheet } from '../model/sheet';
import { BatchInput } from './batch-input';
import { ColumnMapping } from './column-mapping';
import { JobProgress } from './job-progress';
import { LineEditor } from './line-editor';
import { MatchTable } from './match-table';
import './batch.css';

type Step = 'input' | 'mapping' | 'job' | 'review' | 'added';

const STEP_INDEX: Record<Step, number> = { input: 0, mapping: 1, job: 2, review: 2, added: 3 };

/**
 * The batch purchase workbench: list → columns → match (at once, or a job with a progress bar) →
 * the buyer picks goods and fixes quantities → 加入购物车 after confirming.
 */
export function BatchPurchase({
  job,
  divisionCode = '',
  onJob,
  onGoCart,
}: {
  /** The delivery area: goods without stock there are not proposed first nor added. */
  divisionCode?: string;
  /** A job to show (from the page's address), e.g. after coming back to the page. */
  job: string | null;
  onJob: (uuid: string | null) => void;
  onGoCart: () => void;
}) {
  const [step, setStep] = useState<Step>(job ? 'job' : 'input');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [lines, setLines] = useState<BatchLineResult[]>([]);
  const [cards, setCards] = useState<Map<string, GoodsCard>>(new Map());
  const [picks, setPicks] = useState<Picks>({});
  const [matching, setMatching] = useState(false);
  const [editing, setEditing] = useState<BatchLineResult | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // A job named by the address later (a link, the buyer's back button): show it.
  const [seenJob, setSeenJob] = useState(job);
  if (job !== seenJob) {
    setSeenJob(job);
    if (job) setStep('job');
  }

  const load = useCallback((result: Pick<BatchMatchResult, 'lines' | 'goods'>) => {
    setLines(result.lines);
    setCards(new Map(result.goods.map((g) => [g.id, g])));
    setPicks(initialPicks(result));
    setStep('review');
  }, []);

  const restart = () => {
    onJob(null);
    setSheet(null);
    setLines([]);
    setProblem(null);
    setStep('input');
  };

  const match = async (input: BatchLineInput[]) => {
    setMatching(true);
    try {
      const result = await matchBatch(input, divisionCode);
      if (result.uuid) {
        onJob(result.uuid);
        setStep('job');
      } else load(result);
    } catch {
      // request() toasted the server's message.
    } finally {
      setMatching(false);
    }
  };

  const rematch = async (input: BatchLineInput) => {
    const line = editing;
    if (!line) return;
    setMatching(true);
    try {
      const result = await matchBatch([input], divisionCode);
      const fresh = { ...result.lines[0]!, index: line.index, row: line.row };
      setLines((all) => all.map((l) => (l.index === line.index ? fresh : l)));
      setCards((all) => new Map([...all, ...result.goods.map((g) => [g.id, g] as const)]));
      setPicks((all) => ({ ...all, ...initialPicks({ lines: [fresh] }) }));
      setEditing(null);
    } catch {
      // toasted
    } finally {
      setMatching(false);
    }
  };

  const setPick = useCallback((index: number, pick: LinePick) => {
    setPicks((all) => ({ ...all, [index]: pick }));
  }, []);

  const summary = useMemo(() => summarize(lines, picks, cards), [lines, picks, cards]);

  const fixQuantities = () => {
    setPicks((all) => {
      const next = { ...all };
      for (const [key, pick] of Object.entries(all)) {
        const card = pick.goodsId ? cards.get(pick.goodsId) : undefined;
        // the pick's own goods again: its quantity fitted to the goods' rule
        if (card) next[Number(key)] = repick(pick, card);
      }
      return next;
    });
  };

  const chooseReady = () => setPicks((all) => readyPicks(all, cards));

  const addToCart = () => {
    const plan = appendPlan(lines, picks, cards);
    if (!plan.ok) {
      setProblem(plan.message);
      return;
    }
    setProblem(null);
    Modal.confirm({
      title: '确认加入购物车',
      content: `将 ${plan.lines} 种商品（共 ${summary.quantity} 件，合计 ${formatFen(summary.amount)}）加入购物车。`,
      okText: '确认加入',
      cancelText: '再看看',
      onOk: async () => {
        setAdding(true);
        let done = 0;
        try {
          for (const batch of plan.batches) {
            await appendCartBatch({ lines: batch });
            done += batch.length;
          }
          setAdded(done);
          setStep('added');
          onJob(null);
        } catch {
          // The failing call added nothing (all or nothing); earlier calls did.
          if (done > 0) notify(`已加入 ${done} 种商品，其余未加入`, 'info');
        } finally {
          setAdding(false);
        }
      },
    });
  };

  return (
    <div className="pm-batch">
      <Steps
        className="pm-batch__steps"
        size="small"
        current={STEP_INDEX[step]}
        items={[{ title: '填写清单' }, { title: '核对列' }, { title: '确认商品' }, { title: '加入购物车' }]}
      />
      {step === 'input' && (
        <BatchInput
          onSheet={(s) => {
            setSheet(s);
            setStep('mapping');
          }}
        />
      )}
      {step === 'mapping' && sheet && (
        <ColumnMapping sheet={sheet} busy={matching} onBack={() => setStep('input')} onMatch={match} />
      )}
      {step === 'job' && job && (
        <JobProgress uuid={job} divisionCode={divisionCode} onDone={load} onRestart={restart} />
      )}
      {step === 'review' && (
        <>
          <Alert
            className="pm-batch__alert"
            type={summary.unmatched + summary.candidates > 0 ? 'warning' : 'success'}
            showIcon
            message={`共 ${lines.length} 行：已匹配 ${summary.matched} 行，待确认 ${summary.candidates} 行，未匹配 ${summary.unmatched} 行${summary.empty ? `，空行 ${summary.empty} 行` : ''}`}
            description="请核对每行的商品与数量：待确认的行在候选商品中选择，未匹配的行可修改后重新匹配。勾选的行在确认后才会加入购物车。"
          />
          <div className="pm-batch__toolbar">
            <Button onClick={chooseReady}>勾选全部可加入的行</Button>
            <Button onClick={fixQuantities}>按起订量和倍数修正数量</Button>
            <Button onClick={restart}>重新填写清单</Button>
          </div>
          <MatchTable lines={lines} cards={cards} picks={picks} onPick={setPick} onEdit={setEditing} />
          {problem && <Alert className="pm-batch__alert" type="error" showIcon message={problem} />}
          <div className="pm-batch__footer">
            <span>
              已勾选 <b>{summary.chosen}</b> 行{summary.blocked > 0 ? `（${summary.blocked} 行待修正）` : ''}
              ，共 <b>{summary.quantity}</b> 件，合计{' '}
              <b className="pm-batch__amount">{formatFen(summary.amount)}</b>
            </span>
            <Button
              type="primary"
              size="large"
              loading={adding}
              disabled={summary.chosen === 0}
              onClick={addToCart}
            >
              加入购物车
            </Button>
          </div>
          <LineEditor
            line={editing}
            busy={matching}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => void rematch(input)}
          />
        </>
      )}
      {step === 'added' && (
        <Result
          status="success"
          title="已加入购物车"
          subTitle={`共 ${added} 种商品已加入购物车`}
          extra={[
            <Button key="cart" type="primary" onClick={onGoCart}>
              去购物车结算
            </Button>,
            <Button key="again" onClick={restart}>
              继续批量采购
            </Button>,
          ]}
        />
      )}
    </div>
  );
}
