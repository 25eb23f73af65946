import type { FailureTable } from './common';

export interface CommentJson {
  id: number;
  post: number;
  user_id: number;
  profile_name: string;
  profile_picture: string | null;
  content: string;
  timestamp: string;
}

export interface PostJson {
  id: number;
  user_id: number;
  profile_name: string;
  profile_picture: string | null;
  content: string;
  timestamp: string;
  comments: CommentJson[];
}

/** Why a community request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const communityFailures = {} as const satisfies FailureTable;
