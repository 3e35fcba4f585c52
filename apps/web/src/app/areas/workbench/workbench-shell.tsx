import { createElement } from 'react';
import { AreaLayout, type AreaMenuItem } from '@/ui/desktop/area-layout';
import './workbench.css';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { useResourceStore } from '@/features/resource/model/resource-store';
import { workbenchEntriesFor, type WorkbenchEntry } from './workbench-menu';

function toMenu(entries: WorkbenchEntry[]): AreaMenuItem[] {
  return entries.map((e) => ({
    key: e.key,
    label: e.label,
    path: e.path,
    ...(e.icon ? { icon: createElement(e.icon) } : {}),
    ...(e.children ? { children: toMenu(e.children) } : {}),
  }));
}

/**
 * 运营工作台: the desktop area layout with the menu the signed-in user's resource tree grants (no entry
 * until the tree is loaded: no link that can only fail).
 */
export default function WorkbenchShell() {
  useDesktopSession();
  const tree = useResourceStore((s) => s.rawResources);
  return <AreaLayout areaName="运营工作台" menu={toMenu(workbenchEntriesFor(tree))} />;
}
