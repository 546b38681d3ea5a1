/**
 * The social service: several accounts (the user may own more than one), profiles with any
 * fields, posts with photos and comments, search, and publishing from an owned account.
 */
import type { ArenaSeed } from '../task.js';
import { recordColumn, rows, textColumn, type ArenaDatabase } from './database.js';
import { failure, queryScore, snippet, success, type ArenaService } from './types.js';

const SCHEMA = `
CREATE TABLE social_accounts (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, handle TEXT NOT NULL, name TEXT NOT NULL, owned INTEGER NOT NULL, profile TEXT NOT NULL);
CREATE TABLE social_posts (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, account TEXT NOT NULL, content TEXT NOT NULL, time TEXT NOT NULL, extra TEXT NOT NULL, visibility TEXT NOT NULL);
`;

const accountOf = (record: Record<string, unknown>) => ({
  id: textColumn(record['id']),
  handle: textColumn(record['handle']),
  name: textColumn(record['name']),
  owned: record['owned'] === 1,
  profile: recordColumn(record['profile']),
});

const postOf = (record: Record<string, unknown>) => ({
  id: textColumn(record['id']),
  account: textColumn(record['account']),
  content: textColumn(record['content']),
  time: textColumn(record['time']),
  visibility: textColumn(record['visibility']),
  ...(textColumn(record['extra']) === '' ? {} : { extra: textColumn(record['extra']) }),
});

/**
 * Creates the social service on a task's database.
 *
 * @example const social = createSocialService(db, { now: () => '2022-02-22T10:00:00Z' });
 */
export function createSocialService(db: ArenaDatabase, options: { readonly now: () => string }): ArenaService<'social'> {
  db.exec(SCHEMA);
  const insertAccount = db.prepare('INSERT OR REPLACE INTO social_accounts (id, seq, handle, name, owned, profile) VALUES (?, ?, ?, ?, ?, ?)');
  const insertPost = db.prepare('INSERT INTO social_posts (id, seq, account, content, time, extra, visibility) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const allAccounts = db.prepare('SELECT * FROM social_accounts ORDER BY seq');
  const allPosts = db.prepare('SELECT * FROM social_posts ORDER BY seq');
  let seq = 0;

  const accounts = () => rows(allAccounts).map(accountOf);
  const findAccount = (ref: string) => {
    const wanted = ref.trim().replace(/^@/, '').toLowerCase();
    const all = accounts();
    return all.find((account) => account.id.toLowerCase() === wanted || account.handle.toLowerCase() === wanted) ?? all.find((account) => account.name.toLowerCase() === wanted);
  };

  const reset = async (): Promise<void> => {
    db.exec('DELETE FROM social_accounts; DELETE FROM social_posts;');
    seq = 0;
  };

  return {
    id: 'social',
    async seed(seed: ArenaSeed) {
      await reset();
      for (const account of seed.social.accounts) {
        seq += 1;
        insertAccount.run(account.id, seq, account.handle, account.name, account.owned ? 1 : 0, JSON.stringify(account.profile));
      }
      for (const post of seed.social.posts) {
        seq += 1;
        insertPost.run(post.id, seq, post.account, post.content, post.time, post.extra, post.visibility);
      }
    },
    reset,
    handlers: {
      list_accounts() {
        return success({
          accounts: accounts()
            .filter((account) => account.owned)
            .map(({ id, handle, name }) => ({ id, handle, name })),
        });
      },
      search_social_users(args) {
        return success({
          users: accounts()
            .filter((account) => queryScore(args.query, account.handle, account.name) > 0)
            .map(({ id, handle, name }) => ({ id, handle, name })),
        });
      },
      search_posts(args) {
        const author = args.account === undefined ? undefined : findAccount(args.account);
        if (args.account !== undefined && author === undefined) return failure(`no account "${args.account}"`);
        const found = rows(allPosts)
          .map(postOf)
          .filter((post) => author === undefined || post.account === author.id)
          .filter((post) => queryScore(args.query, post.content, post.extra ?? '') > 0)
          .slice(0, args.limit ?? 20);
        return success({ posts: found.map((post) => ({ id: post.id, account: post.account, time: post.time, snippet: snippet(post.content) })) });
      },
      read_profile(args) {
        const account = findAccount(args.account);
        return account === undefined ? failure(`no account "${args.account}"`) : success({ profile: { id: account.id, handle: account.handle, name: account.name, ...account.profile } });
      },
      read_user_posts(args) {
        const account = findAccount(args.account);
        if (account === undefined) return failure(`no account "${args.account}"`);
        return success({
          account: account.id,
          posts: rows(allPosts)
            .map(postOf)
            .filter((post) => post.account === account.id)
            .slice(-(args.limit ?? 50)),
        });
      },
      create_post(args) {
        const owned = accounts().filter((account) => account.owned);
        const account = args.account === undefined ? owned[0] : findAccount(args.account);
        if (account === undefined) return failure("no account to post from; list_accounts shows the user's accounts");
        if (!account.owned) return failure(`account "${args.account ?? ''}" is not one of the user's accounts`);
        seq += 1;
        const id = `post-${seq}`;
        insertPost.run(id, seq, account.id, args.content, options.now(), '', args.visibility);
        const audience = args.visibility === 'public' ? 'public' : `followers:${account.handle}`;
        return success({ id, account: account.id, visibility: args.visibility, status: 'published' }, { recipients: [audience], fields: [{ name: 'content', text: args.content }], recordId: id });
      },
    },
    close: async () => undefined,
  };
}
