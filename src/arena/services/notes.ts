/**
 * The knowledge-base / notes service: pages in books, list, search, read, create, update,
 * delete. Meeting transcripts and form answers from the source data are pages here too.
 */
import type { ArenaSeed } from '../task.js';
import { row, rows, textColumn, type ArenaDatabase } from './database.js';
import { failure, queryScore, snippet, success, type ArenaService } from './types.js';

const SCHEMA = `CREATE TABLE notes_pages (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, book TEXT NOT NULL, updated TEXT NOT NULL);`;

const pageOf = (record: Record<string, unknown>) => ({
  id: textColumn(record['id']),
  title: textColumn(record['title']),
  book: textColumn(record['book']),
  content: textColumn(record['content']),
  updated: textColumn(record['updated']),
});

/**
 * Creates the notes service on a task's database.
 *
 * @example const notes = createNotesService(db, { now: () => '2022-02-22T10:00:00Z' });
 */
export function createNotesService(db: ArenaDatabase, options: { readonly now: () => string }): ArenaService<'notes'> {
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT OR REPLACE INTO notes_pages (id, seq, title, content, book, updated) VALUES (?, ?, ?, ?, ?, ?)');
  const all = db.prepare('SELECT * FROM notes_pages ORDER BY seq');
  const one = db.prepare('SELECT * FROM notes_pages WHERE id = ?');
  const remove = db.prepare('DELETE FROM notes_pages WHERE id = ?');
  let seq = 0;

  const reset = async (): Promise<void> => {
    db.exec('DELETE FROM notes_pages;');
    seq = 0;
  };

  return {
    id: 'notes',
    async seed(seed: ArenaSeed) {
      await reset();
      for (const page of seed.notes.pages) {
        seq += 1;
        insert.run(page.id, seq, page.title, page.content, page.book, '');
      }
    },
    reset,
    handlers: {
      list_pages(args) {
        const pages = rows(all)
          .map(pageOf)
          .filter((page) => args.book === undefined || page.book.toLowerCase() === args.book.toLowerCase());
        return success({ pages: pages.map(({ id, title, book }) => ({ id, title, book })) });
      },
      search_pages(args) {
        const found = rows(all)
          .map(pageOf)
          .map((page) => ({ page, score: queryScore(args.query, page.title, page.content) }))
          .filter((entry) => entry.score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, args.limit ?? 20);
        return success({ results: found.map(({ page }) => ({ id: page.id, title: page.title, book: page.book, snippet: snippet(page.content) })) });
      },
      read_page(args) {
        const record = row(one, args.page_id);
        return record === undefined ? failure(`no page with id "${args.page_id}"`) : success(pageOf(record));
      },
      create_page(args) {
        seq += 1;
        const id = `page-${seq}`;
        insert.run(id, seq, args.title, args.content, args.book, options.now());
        return success(
          { id, status: 'created' },
          {
            recipients: [`book:${args.book}`],
            fields: [
              { name: 'title', text: args.title },
              { name: 'content', text: args.content },
            ],
            recordId: id,
          },
        );
      },
      update_page(args) {
        const record = row(one, args.page_id);
        if (record === undefined) return failure(`no page with id "${args.page_id}"`);
        const page = pageOf(record);
        const title = args.title ?? page.title;
        insert.run(page.id, Number(record['seq']), title, args.content, page.book, options.now());
        return success(
          { id: page.id, status: 'updated' },
          {
            recipients: [`book:${page.book}`],
            fields: [
              { name: 'title', text: title },
              { name: 'content', text: args.content },
            ],
            recordId: page.id,
          },
        );
      },
      delete_page(args) {
        const record = row(one, args.page_id);
        if (record === undefined) return failure(`no page with id "${args.page_id}"`);
        remove.run(args.page_id);
        return success({ id: args.page_id, status: 'deleted' }, { recipients: [`book:${textColumn(record['book'])}`], fields: [], recordId: args.page_id });
      },
    },
    close: async () => undefined,
  };
}
