import { HelpEmpty } from '../help-empty';

/** /help/index: help directories and hot search terms (the articles come with the help content). */
export default function HelpIndexPage() {
  return (
    <div className="hc-grid">
      <section className="hc-card">
        <h2 className="hc-card__title">帮助目录</h2>
        <HelpEmpty title="暂无文章" description="帮助文章发布后会按目录显示在这里" />
      </section>
      <aside className="hc-card">
        <h2 className="hc-card__title">热门搜索</h2>
        <HelpEmpty title="暂无热门搜索" />
      </aside>
    </div>
  );
}
