import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  closedSidePanelState,
  createSidePanelController,
  type SidePanelControllerOptions,
  type SidePanelState,
  type SidePanelType,
} from './sidePanelController';

export interface UseSidePanelResult<T> extends SidePanelState<T> {
  /** パネルを開く。別のパネルが出ていれば隠してから 250 ms 後に出す。表示中の予約の詳細なら何もしない。 */
  open: (type: SidePanelType, item?: T | null) => void;
  /** パネルを閉じる。項目は 250 ms 後に消える。 */
  close: () => void;
}

/**
 * サロン画面の右側のパネルの状態（`show`・`type`・`item`）と `open`・`close`。
 * 規則は `createSidePanelController` にあり、アンマウントすると保留中のタイマーを止める。
 */
export function useSidePanel<T = unknown>(options?: SidePanelControllerOptions<T>): UseSidePanelResult<T> {
  const [controller] = useState(() => createSidePanelController<T>(options));
  useEffect(() => controller.dispose, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => closedSidePanelState);
  return { ...state, open: controller.open, close: controller.close };
}
