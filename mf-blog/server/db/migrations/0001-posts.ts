/** The blog schema's first shape: authors, categories, posts in their categories, comments. */
export const POSTS_0001 = `
create table blog.authors (
  key text primary key,
  name text not null,
  role text not null,
  bio text not null
);
--> statement-breakpoint
create table blog.categories (
  id integer primary key,
  slug text not null unique,
  name text not null,
  position integer not null
);
--> statement-breakpoint
create table blog.posts (
  id integer primary key,
  slug text not null unique,
  title text not null,
  published_on date not null,
  author_key text not null references blog.authors (key),
  motif text not null,
  excerpt text not null,
  body text[] not null,
  tags text[] not null,
  search_text text not null
);
--> statement-breakpoint
create index posts_newest_first on blog.posts (published_on desc, id desc);
--> statement-breakpoint
create table blog.post_categories (
  post_id integer not null references blog.posts (id) on delete cascade,
  category_id integer not null references blog.categories (id) on delete cascade,
  position integer not null,
  primary key (post_id, category_id)
);
--> statement-breakpoint
create index post_categories_by_category on blog.post_categories (category_id);
--> statement-breakpoint
create table blog.comments (
  id integer primary key,
  post_id integer not null references blog.posts (id) on delete cascade,
  parent_id integer references blog.comments (id) on delete cascade,
  author text not null,
  written_on date not null,
  content text not null,
  by_author boolean not null
);
--> statement-breakpoint
create index comments_of_post on blog.comments (post_id, id);
`;
