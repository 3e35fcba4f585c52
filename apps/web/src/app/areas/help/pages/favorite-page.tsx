import { SignedInOnly } from '../sign-in-hint';
import { HelpEmpty } from '../help-empty';

/** /help/favorite: my favourite articles. */
export default function HelpFavoritePage() {
  return (
    <section className="hc-card">
      <h2 className="hc-card__title">我的收藏</h2>
      <SignedInOnly what="我的收藏">
        <HelpEmpty page title="暂无收藏的文章" description="阅读文章时点击收藏，方便以后查看" />
      </SignedInOnly>
    </section>
  );
}
