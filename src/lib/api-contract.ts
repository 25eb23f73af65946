/**
 * Response shapes of the API that the browser reads, defined once for the server that builds them and the islands
 * that show them (the weekly logs have their own contract: weekly-log-contract.ts).
 */

/** A profile as the client reads it (spec section 3). */
export interface ProfileJson {
  id: number;
  user_id: number;
  full_name: string;
  user_email: string;
  /** Member since, YYYY-MM-DD. */
  date: string;
  has_paid: boolean;
  image: string | null;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  phone_number: string | null;
  emergency_contact: string | null;
  emergency_contact_name: string | null;
  address: string | null;
  medical_history: string | null;
}

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

/** A report as the admin screen reads it. */
export interface AdminReportJson {
  id: number;
  report_type: string;
  description: string;
  status: 'pending' | 'resolved' | 'dismissed';
  reported_user: { id: number; full_name: string } | null;
  content_type: string;
  content_id: number;
  created_at: string;
  resolved_at: string | null;
}
