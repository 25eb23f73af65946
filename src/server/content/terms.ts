/** The default Terms of Service, seeded once into an empty database. */
export const DEFAULT_TERMS = {
  title: 'FitGroup Terms of Service',
  version: '1.0',
  effectiveDate: '2026-11-01',
  content: `Welcome to FitGroup. These terms explain what you can expect from us and what we expect from you. By creating an account or using the app you agree to them.

1. Who can use FitGroup
You must be at least 16 years old and able to agree to these terms. You are responsible for keeping your password secret and for everything done with your account. Tell us at once through the Support page if you think someone else has used it.

2. Your membership
Every member can keep a profile, read and post in the community feed, report content and block other members. Paying members can also keep weekly logs of measurements, a weekly progress picture, a journal and daily meals and workouts, and see them on a personal dashboard. Staff switch paid features on when your membership starts and off when it ends.

3. Health information
FitGroup is a tool for keeping track of your own training; it is not medical advice. Talk to a doctor before you start a new exercise or diet plan, especially if you have a medical condition. The medical history and emergency contact you enter are there so that our coaches can keep you safe in a group session; they are never shown to other members.

4. Your content
You keep ownership of what you post. By posting in the community feed you let FitGroup show it to other signed-in members for as long as it stays up. Your weekly logs, measurements and progress pictures are private: only you and FitGroup staff can see them.

5. Privacy
We store only what the app needs to work. Pictures you upload are converted to JPEG and stripped of location and camera data before they are stored. We never sell your data. You can delete your account at any time from Account Settings; this removes your profile, logs, pictures, posts and comments for good.

6. Moderation
Staff may remove content, warn members, suspend accounts for a set time or ban them permanently when these terms or the content policy are broken. Every moderation action is logged. If you think a decision was wrong, write to us through the Support page.

7. Changes to these terms
When these terms change we publish a new version with a new effective date and ask you to accept it the next time you sign in.

8. Contact
Questions about these terms go to our support team through the Support page. We answer within 24 hours.`,
  contentPolicy: `Be respectful. Everyone here is working on their own goals at their own pace.

Not allowed in posts, comments or profile pictures:
- harassment, bullying or threats of violence;
- hate speech or attacks on anyone for who they are;
- sexual or otherwise adult content;
- spam, advertising or selling supplements and programmes;
- health misinformation, including advice to stop prescribed treatment;
- other members' personal information or pictures without their consent.

Report anything that breaks these rules with the Report button. Reports are reviewed by our moderation team within 24 hours. False reports may result in restrictions on your account. You can block any member: they will no longer be able to comment on your posts, and you will no longer see what they write.`,
};
