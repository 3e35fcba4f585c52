import { SignedInOnly } from '../sign-in-hint';
import { HelpEmpty } from '../help-empty';

/** /help/feedback: my feedback. */
export default function HelpFeedbackPage() {
  return (
    <section className="hc-card">
      <h2 className="hc-card__title">我的反馈</h2>
      <SignedInOnly what="我的反馈">
        <HelpEmpty page title="暂无反馈记录" />
      </SignedInOnly>
    </section>
  );
}
