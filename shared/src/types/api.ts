/** The error payload every endpoint answers with (spec §3). */
export interface ApiErrorPayload {
  status: number;
  title: string;
  detail: string;
  errors: Record<string, string[]>;
}

export interface PagedList<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  pages: number;
  from: number;
  to: number;
}

export interface Post {
  id: number;
  title: string;
  image: string;
  categories: string[];
  date: string;
}
