import { Link } from 'react-router';

const PROMISES = [
  { title: '比价核价', text: '加入核价单，一键比价' },
  { title: '询价采购', text: '询价篮批量询价' },
  { title: '在线竞价', text: '发起、报价、定标、公示' },
  { title: '退款/售后', text: '在线申请，进度可查' },
];

export function ShopFooter() {
  return (
    <footer className="shop-footer">
      <div className="shop-container">
        <ul className="shop-footer__promises">
          {PROMISES.map((p) => (
            <li key={p.title}>
              <strong>{p.title}</strong>
              <span>{p.text}</span>
            </li>
          ))}
        </ul>
        <nav className="shop-footer__links">
          <Link to="/help/index">帮助中心</Link>
          <Link to="/portal/customer">客户案例</Link>
          <Link to="/open-platform/index">开放平台</Link>
          <Link to="/cloud/index">云采购工作台</Link>
          <Link to="/material">AI素材</Link>
        </nav>
        <p className="shop-footer__copy">© {new Date().getFullYear()} 固买商城 · 工业品 MRO 一站式采购平台</p>
      </div>
    </footer>
  );
}
