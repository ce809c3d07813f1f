import type { Board } from '@console/contract/pages';
import { Button } from '@console/ui';
import { useCopyText } from '../../shared/clipboard';
import * as styles from './boards.css';
import { BOARDS_TEXT as T } from './messages';

/**
 * A board's address with its copy button: the LINE one where the account has a LIFF app (a
 * friends-only board opens inside LINE), else the public one (outside LINE it asks to be opened in
 * LINE).
 */
export function BoardAddress({ board }: { board: Pick<Board, 'title' | 'liff_url' | 'public_url'> }) {
  const copyText = useCopyText();
  const url = board.liff_url ?? board.public_url;
  return (
    <span className={styles.address}>
      <span className={styles.addressKind}>{board.liff_url ? T.liffAddress : T.publicAddress}</span>
      <span className={styles.url}>{url}</span>
      <Button
        size="small"
        variant="secondary"
        aria-label={T.copyOf(board.title)}
        onClick={() => void copyText(url, { copied: T.urlCopied, failed: T.urlCopyFailed })}
      >
        {T.copy}
      </Button>
    </span>
  );
}
