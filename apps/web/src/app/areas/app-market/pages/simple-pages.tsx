import { Button, NavBar } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/features/layout/mobile/empty-state';
import { cleanKeyword } from '@/features/shop/model/keyword';

/**
 * The app-market pages whose content a later issue brings: each shows the area layout (the shell's
 * NavBar or footer) and an honest empty state. They share one chunk.
 */

function GoButton({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Button color="danger" fill="outline" shape="rounded" onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

function IdLine({ label }: { label: string }) {
  const { id } = useParams();
  return id ? <>{`${label}：${id}`}</> : null;
}

export function CartPage() {
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        购物车
      </NavBar>
      <EmptyState fullPage title="购物车还是空的" description="挑选需要采购的商品加入购物车吧">
        <GoButton to="/app-market/index">去逛逛</GoButton>
      </EmptyState>
    </div>
  );
}

export function GoodsListPage() {
  const [params] = useSearchParams();
  const keyword = cleanKeyword(params.get('k'));
  return (
    <div>
      {keyword && (
        <p className="am-keyword">
          搜索“<b>{keyword}</b>”的结果
        </p>
      )}
      <EmptyState fullPage title="暂无相关商品" description="换个关键词试试">
        <GoButton to="/app-market/search">重新搜索</GoButton>
      </EmptyState>
    </div>
  );
}

export function GoodsDetailPage() {
  return <EmptyState fullPage title="暂无商品信息" description={<IdLine label="商品编号" />} />;
}

export function PlanListPage() {
  return (
    <EmptyState fullPage title="暂无采购计划" description="新建采购计划，集中管理要采购的商品">
      <GoButton to="/app-market/add-plan">新建采购计划</GoButton>
    </EmptyState>
  );
}

export function AddPlanPage() {
  return (
    <EmptyState fullPage title="还没有可加入计划的商品" description="先在商品列表中找到要采购的商品">
      <GoButton to="/app-market/search">去找商品</GoButton>
    </EmptyState>
  );
}

export function PlanDetailPage() {
  return <EmptyState fullPage title="暂无计划信息" description={<IdLine label="计划编号" />} />;
}

export function OrderDetailPage() {
  return <EmptyState fullPage title="暂无订单信息" description={<IdLine label="订单编号" />} />;
}

export function PurchasingListPage() {
  return (
    <EmptyState fullPage title="暂无协同采购单" description="发起协同采购，与同事一起确认采购商品">
      <GoButton to="/app-market/add-purchasing">新建协同采购单</GoButton>
    </EmptyState>
  );
}

export function AddPurchasingPage() {
  return (
    <EmptyState fullPage title="还没有可加入协同采购单的商品" description="先在商品列表中找到要采购的商品">
      <GoButton to="/app-market/search">去找商品</GoButton>
    </EmptyState>
  );
}

export function PurchasingDetailPage() {
  return <EmptyState fullPage title="暂无协同采购信息" description={<IdLine label="采购单编号" />} />;
}

export function CategoryFullPage() {
  return (
    <EmptyState fullPage title="暂无下级分类" description={<IdLine label="分类编号" />}>
      <GoButton to="/app-market/category">返回分类</GoButton>
    </EmptyState>
  );
}

export function AddOrderPage() {
  return (
    <EmptyState fullPage title="暂无待提交的商品" description="请先在购物车中选择要下单的商品">
      <GoButton to="/app-market/cart">去购物车</GoButton>
    </EmptyState>
  );
}

export function ManageAddressPage() {
  return <EmptyState fullPage title="暂无收货地址" description="添加收货地址后，下单时可直接选择" />;
}

export function UpdateAddressPage() {
  return (
    <EmptyState fullPage title="未选择要编辑的地址" description="请在地址管理中选择一个收货地址">
      <GoButton to="/app-market/manage-address">地址管理</GoButton>
    </EmptyState>
  );
}
