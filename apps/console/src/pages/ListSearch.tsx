import { Button, TextField } from '@console/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as styles from './pages.css';

/*
 * The title search and the address's query of the pages' lists (landing pages, forms, sites, a
 * board's posts): one place for what the three screens did alike.
 */

type QueryValue = string | number | undefined;

/**
 * The list's query in the address: `setQuery` writes changes (an empty word, `all` and page 1 are
 * left out), and a new search or filter starts on its first page; `words` is the search box, set
 * again when the address changes (back, a link), and `search` the box's submit.
 */
export function useListQuery(q: string | undefined) {
  const [params, setParams] = useSearchParams();
  const [words, setWords] = useState(q ?? '');
  useEffect(() => setWords(q ?? ''), [q]);
  const setQuery = (changes: Record<string, QueryValue>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === 'all' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  // A form's submit: TextField keeps the Enter that confirms an IME conversion from submitting.
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: words.trim() });
  };
  return { params, setQuery, words, setWords, search };
}

/** The search box with its button, as a form named after it. */
export function ListSearch({
  label,
  placeholder,
  button,
  maxLength,
  words,
  setWords,
  onSearch,
}: {
  label: string;
  placeholder: string;
  button: string;
  maxLength: number;
  words: string;
  setWords: (words: string) => void;
  onSearch: (event: FormEvent) => void;
}) {
  return (
    <form className={styles.search} onSubmit={onSearch} aria-label={label}>
      <TextField
        className={styles.grow}
        type="search"
        label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </form>
  );
}
