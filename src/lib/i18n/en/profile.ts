import { params } from '..';
import { defineText } from '../text';

/** English text of the profile domain: one entry per component, the spec's strings verbatim. */
export const profileText = defineText('profile', {
  /** My Profile's read view (src/islands/ProfileView.tsx) and its page. */
  profileView: {
    title: 'My Profile',
    loading: 'Loading...',
    saved: 'Profile saved successfully!',
    details: 'Profile details',
    pictureAlt: params("{name}'s profile picture"),
    name: 'Name',
    age: 'Age',
    weight: 'Weight',
    weightValue: params('{weight} lbs'),
    weightValueMetric: params('{weight} kg'),
    occupation: 'Occupation',
    emergencyContact: 'Emergency Contact',
    phoneNumber: 'Phone Number',
    address: 'Address',
    healthHistory: 'Health History',
    notProvided: 'Not provided',
    editProfile: 'Edit Profile',
    accountSettings: 'Account Settings',
  },
  /** My Profile's edit mode (src/components/ProfileEditForm.tsx). */
  profileEdit: {
    form: 'Edit profile',
    fullName: 'Full Name',
    age: 'Age',
    weight: 'Weight (lbs)',
    weightMetric: 'Weight (kg)',
    saving: 'Saving...',
    save: 'Save',
    cancel: 'Cancel',
  },
  /** The profile's text fields (src/components/ProfileFields.tsx), keyed as profile-model.ts names them. */
  profileFields: {
    occupation: 'Occupation',
    phoneNumber: 'Phone Number',
    emergencyContactName: 'Emergency Contact Name',
    emergencyContactPhone: 'Emergency Contact Phone',
    address: 'Address',
    medicalHistory: 'Medical History',
  },
  /** The profile picture picker (src/components/ProfileImagePicker.tsx). */
  imagePicker: {
    label: 'Profile Picture',
    takePhoto: 'Take a photo',
    note: 'All images are converted to JPEG.',
    processing: 'Processing image...',
    preview: 'Preview of selected image',
  },
  /** Account Settings (src/islands/AccountSettings.tsx) and its page. */
  /** The units card of Account Settings (src/components/account/UnitsCard.tsx, issue 26). */
  unitsCard: {
    title: 'Units',
    intro: 'Measurements and weight are shown and entered in these units.',
    metric: 'Metric (cm, kg)',
    imperial: 'Imperial (in, lbs)',
    saved: 'Units saved.',
  },
  accountSettings: {
    title: 'Account Settings',
    accountInformation: 'Account Information',
    email: 'Email',
    fullName: 'Full Name',
    memberSince: 'Member Since',
    unavailable: 'Unavailable',
    loading: 'Loading...',
    editProfile: 'Edit Profile',
    viewWeeklyLogs: 'View Weekly Logs',
    privacy: 'Privacy & Data',
    profileVisible: 'Your profile is visible to other members of the community.',
    postsPublic: 'Your posts and comments in the community feed are public to members.',
    logsPrivate: 'Your weekly logs and progress pictures are private: only you and our staff can see them.',
    blocking: 'You can block members so they cannot comment on your posts.',
    goToCommunity: 'Go to Community',
    contactSupport: 'Contact Support',
  },
  /** The blocked members card of Account Settings (src/components/account/BlockedMembersCard.tsx). */
  blockedMembers: {
    title: 'Blocked members',
    intro: 'Blocked members cannot comment on your posts, and their posts and comments are hidden from your feed.',
    empty: 'You have not blocked anyone.',
    loading: 'Loading...',
    since: params('Blocked since {date}'),
    unblock: 'Unblock',
    unblockName: params('Unblock {name}'),
    unblocking: 'Unblocking...',
  },
  /** Delete Account (src/components/DeleteAccountCard.tsx). */
  deleteAccount: {
    title: 'Delete Account',
    intro: 'Permanently delete your account and all of your data. This cannot be undone.',
    open: 'Delete Account',
    warning: 'Warning: this permanently deletes your profile, logs, pictures, posts and comments.',
    reasonLabel: 'Reason for leaving (optional)',
    selectReason: 'Select a reason',
    // The phrase itself stays as the server checks it: "Type DELETE MY ACCOUNT to confirm".
    typeBefore: 'Type',
    typeAfter: 'to confirm',
    email: 'Enter your email address',
    password: 'Enter your password',
    deleting: 'Deleting...',
    submit: 'Permanently Delete My Account',
    cancel: 'Cancel',
    deleted:
      'Your account has been successfully deleted. All your data has been permanently removed. You will now be redirected to the home page.',
    failed: 'Failed to delete account. Please try again.',
    finalConfirmation: [
      'Are you absolutely sure you want to delete your account?',
      '',
      'This will permanently delete:',
      '• Your profile and profile picture',
      '• All your weekly logs, daily logs and progress pictures',
      '• Your community posts and comments',
      '• Your blocks and support messages',
      '',
      'This action cannot be undone.',
    ].join('\n'),
  },
  /** The reasons for leaving offered by Delete Account (sent to the server in English). */
  deletionReasons: {
    noLongerNeeded: 'No longer need the app',
    privacy: 'Privacy concerns',
    foundAnother: 'Found another solution',
    notMeetingNeeds: 'App not meeting needs',
    tooManyNotifications: 'Too many notifications',
    other: 'Other',
  },
});
