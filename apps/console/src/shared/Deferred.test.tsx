import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

function Logged({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}

describe('Deferred', () => {
  it('commits the fallback first, then the children in a later render', async () => {
    const log: string[] = [];
    render(
      <Deferred fallback={<Logged name="fallback" log={log} />}>
        <Logged name="children" log={log} />
      </Deferred>,
    );
    expect(await screen.findByText('children')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(log).toEqual(['fallback', 'children']);
  });
});
