import FormDialog from './FormDialog';
import { REPORT_DESCRIPTION_MAX, REPORT_TYPES, newReportSchema, type NewReport } from '../lib/contracts/safety';
import { useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';
import { reportReasonsText } from '../lib/i18n/en/report-reasons';
import { errorMessage, failureCode } from '../lib/messages';
import { $fileReport } from '../lib/stores/reports';
import { mutation } from '../lib/stores/query';
import { showToast } from '../lib/toast';
import { Field } from './form/Field';
import { useForm } from './form/use-form';
import { checkedBy } from './form/schema-check';

/** What is being reported: a post, a comment, or a profile, and whose it is. */
export type ReportTarget = Pick<NewReport, 'reported_user' | 'content_type' | 'content_id'>;

interface Props {
  target: ReportTarget | null;
  onClose: () => void;
  /** What the member is told once the report is sent or has failed (a profile's report words it its own way). */
  messages?: { submitted: string; failed: string } | undefined;
}

/**
 * The report dialog: a reason, required details, the moderation notes, Cancel and Submit Report. The result is told
 * in the page: the report sent, in the page's toast (its island renders the region) once the dialog closes; a
 * failure, in the dialog, which stays open.
 */
export default function ReportDialog({ target, onClose, messages }: Props) {
  // A new target starts a fresh report.
  return (
    target && (
      <ReportForm
        key={`${target.content_type}-${target.content_id}`}
        target={target}
        onClose={onClose}
        messages={messages}
      />
    )
  );
}

const checkReport = checkedBy(newReportSchema);

function ReportForm({ target, onClose, messages }: Props & { target: ReportTarget }) {
  const t = useText(communityText.reportDialog);
  const reasons = useText(reportReasonsText.reportReasons);
  const form = useForm({
    // The server's own schema: a known reason and non-blank details (Submit stays disabled until then).
    check: checkReport,
    initial: { ...target, report_type: '', description: '' },
    send: async (report) => {
      await mutation($fileReport, report);
      showToast('success', messages?.submitted ?? t.submitted);
      onClose();
    },
    // A second report of the same item: the server's own words (in the page's language), not a failure to retry.
    failure: (err) => (failureCode(err) === 'already_reported' ? errorMessage(err) : (messages?.failed ?? t.failed)),
  });
  const complete = newReportSchema.safeParse(form.values).success;
  const title =
    target.content_type === 'comment'
      ? t.reportComment
      : target.content_type === 'profile'
        ? t.reportUser
        : t.reportPost;
  return (
    <FormDialog
      form={form}
      title={title}
      onClose={onClose}
      // The report goes on being sent if the member leaves: Escape still closes the dialog meanwhile.
      closesWhileSent
      cancel={t.cancel}
      submit={{ label: t.submit, busyLabel: t.submit, className: 'btn-danger', disabled: !complete }}
      className="space-y-4"
    >
      <fieldset>
        <legend className="field-label">{t.why}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {REPORT_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 touch:min-h-11"
            >
              <input
                type="radio"
                name="report_type"
                value={type}
                checked={form.values.report_type === type}
                onChange={() => form.set('report_type', type)}
              />
              {reasons[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        name="description"
        as="textarea"
        required
        className="[&_textarea]:min-h-24"
        label={t.details}
        placeholder={t.detailsPlaceholder}
        maxLength={REPORT_DESCRIPTION_MAX}
      />
      <div>
        <p className="text-sm text-slate-600">{t.reviewed}</p>
        <p className="mt-1 text-sm text-slate-600">{t.falseReports}</p>
      </div>
    </FormDialog>
  );
}
