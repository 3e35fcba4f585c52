import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { AccountKind } from '@/features/auth/model/account-kind';

/** The front ends (areas) of the product; each has its own shell and UI kit. */
export type AreaKey =
  | 'shop'
  | 'm-shop'
  | 'app-market'
  | 'help'
  | 'material'
  | 'dashboard'
  | 'workbench'
  | 'cloud'
  | 'open-platform'
  | 'portal'
  | 'common';

/**
 * A route's loader: it starts the page's queries (prefetch into the one query client) so that data
 * loads together with the page's code; it returns nothing the page reads (the page reads the query).
 */
export type PageLoader = (args: LoaderFunctionArgs) => unknown;

/** What a page module exports: the page, and optionally its loader. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
}

export type LazyPage = () => Promise<PageModule>;

/** One route of the route table (data, not JSX). Paths are relative to the parent, '' is the index. */
export interface RouteDef {
  path: string;
  /** The page's Chinese title, as the product spec names it: breadcrumbs and document.title. */
  title?: string;
  /** Login required: a visitor is sent to the area's login flow and comes back after. */
  auth?: boolean;
  /**
   * The kinds of signed-in account that may use the route (here and below): another kind is sent to
   * its home with 无权访问 before anything loads. Unset: every kind.
   */
  roles?: readonly AccountKind[];
  /** Redirect target (absolute path) instead of a page. */
  redirect?: string;
  /** The page, code-split. */
  page?: LazyPage;
  /** Guarded shop entry: sets the breadcrumbs and reloads the cart count on enter. */
  shopEntry?: boolean;
  /** Mobile/app-market: hide the bottom tab bar / footer on this route. */
  hideFooter?: boolean;
  children?: RouteDef[];
}

/** One front end: its base path, shell (layout with an <Outlet/>), UI kit and routes. */
export interface AreaDef {
  key: AreaKey;
  /** Absolute base path, e.g. '/shop', '/m-shop'. */
  basePath: string;
  /** The area's own title (e.g. 帮助中心), used when a route has none. */
  title: string;
  /** Which UI kit the area's toasts and pages use. */
  kit: 'desktop' | 'mobile';
  /** Where a visitor goes for a login-required route of this area (absolute hash path). */
  loginPath: string;
  shell: LazyPage;
  routes: RouteDef[];
}
