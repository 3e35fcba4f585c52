import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative components (Toast, Dialog, Modal) with ReactDOM.render, which
 * React 19 removed. This hands it createRoot instead (https://mobile.ant.design/guide/v5-for-19).
 * Imported for its side effect by every mobile shell (through use-mobile-notifier).
 */
const ROOT = Symbol.for('pm.antd-mobile.root');
type Container = (Element | DocumentFragment) & { [ROOT]?: Root };

unstableSetRender((node, container) => {
  const c = container as Container;
  const root = c[ROOT] ?? createRoot(c);
  c[ROOT] = root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete c[ROOT];
  };
});
