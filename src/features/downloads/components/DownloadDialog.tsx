import { useState } from 'react';
import type { ServiceResource } from '@/catalogue';
import { Modal } from '@/components/dialog';
import { useSpamGuard, type SpamSignals } from '@/components/form';
import { downloadErrorFallback, useSaveDownloadLead } from '../api/save-download-lead';
import { emptyDownloadDetails, type DownloadDetails } from '../schemas';
import { startDownload } from '../startDownload';
import { DetailsStep } from './DetailsStep';
import { OtpStep } from './OtpStep';

type DownloadDialogProps = {
  serviceId: string;
  resource: ServiceResource;
  onClose: () => void;
};

/**
 * The gated download (docs/product.md §4): details, then the OTP, then the lead is saved, the file starts
 * downloading and the dialog closes (closing unmounts it, which resets every step).
 */
export function DownloadDialog({ serviceId, resource, onClose }: DownloadDialogProps) {
  const [details, setDetails] = useState<DownloadDetails | null>(null);
  // Taken when the details are sent: the honeypot is gone once the OTP step shows.
  const [signals, setSignals] = useState<SpamSignals | null>(null);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const saveLead = useSaveDownloadLead();
  const guard = useSpamGuard();

  const onVerified = () => {
    if (!details || !signals) return;
    saveLead.submit(
      { values: { details, serviceId, resourceTitle: resource.title }, signals },
      {
        onSuccess: () => {
          startDownload(resource.fileUrl);
          onClose();
        },
      },
    );
  };

  return (
    <Modal title={`Download ${resource.title}`} onClose={onClose}>
      {/* Always mounted, so the change of step is announced (a region that appears with its text often is not). */}
      <p role="status" className="sr-only">
        {step === 'otp' && details ? `OTP sent to your mobile number ending in ${details.mobile.slice(-4)}. Enter it below.` : ''}
      </p>
      {step === 'details' || !details ? (
        <DetailsStep
          initialValues={details ?? emptyDownloadDetails}
          guard={guard}
          onCancel={onClose}
          onSubmit={(values) => {
            setDetails(values);
            setSignals(guard.signals());
            setStep('otp');
          }}
        />
      ) : (
        <OtpStep
          mobile={details.mobile}
          verifying={saveLead.isPending}
          error={saveLead.isError ? saveLead.error.message || downloadErrorFallback : undefined}
          onVerified={onVerified}
          onBack={() => {
            saveLead.reset();
            setStep('details');
          }}
        />
      )}
    </Modal>
  );
}
