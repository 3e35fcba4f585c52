import { useState } from 'react';
import { Button, Empty, Segmented, Tree } from 'antd';
import { getRoleResourcesQuery, useRoleResources } from '@/features/workbench-admin/api/admin-role-resources';
import { useSaveRoleResources } from '@/features/workbench-admin/api/admin-role-save';
import { checkedKeys, resourceTree } from '@/features/workbench-admin/model/role-tree';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

export function loader() {
  void queryClient.prefetchQuery(getRoleResourcesQuery());
  return null;
}

/** /workbench/roles: 角色权限, the resources each role grants (menus and buttons follow the tree, spec §6). */
export default function AdminRolesPage() {
  const data = useRoleResources();
  const save = useSaveRoleResources();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  if (data.isError) return <QueryError error={data.error} onRetry={() => void data.refetch()} />;
  if (!data.data) return <Panel title="角色权限">加载中…</Panel>;
  const { roles, resources } = data.data;
  const role = roles.find((r) => r.id === roleId) ?? roles[0];
  if (!role) return <Empty description="还没有角色" />;
  const keys = checked[role.id] ?? checkedKeys(resources, role.resourceIds);
  return (
    <Panel
      title="角色权限"
      extra={
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            void save
              .mutateAsync({ roleId: role.id, resourceIds: keys })
              .then(() => setChecked(({ [role.id]: _done, ...rest }) => rest))
          }
        >
          保存
        </Button>
      }
    >
      <Segmented<string>
        value={role.id}
        onChange={setRoleId}
        options={roles.map((r) => ({ value: r.id, label: r.name }))}
        style={{ marginBottom: 16 }}
      />
      <p className="pm-muted">
        勾选的菜单与按钮即该角色可见；上级会随之包含。用户下次打开页面时菜单随之变化。
      </p>
      <Tree
        checkable
        defaultExpandAll
        key={role.id}
        treeData={resourceTree(resources)}
        checkedKeys={keys}
        onCheck={(value) => {
          const list = Array.isArray(value) ? value : value.checked;
          setChecked((c) => ({ ...c, [role.id]: list.map(String) }));
        }}
      />
    </Panel>
  );
}
