import type { CustomerBagCustodyView, CustomerCustodyStepView } from '@luggage/contracts';
import { useApiData } from '../../../lib/use-api-data';
import { getCustody } from '../api/get-custody';
import { useManageWords } from '../lib/use-manage-words';

/** One step in the customer's words: "Tagged 10:42 at Bristol Bus Station", "On the van 13:58", "Delivered 14:05". */
function StepLine({ step }: { step: CustomerCustodyStepView }) {
  const { t, dateTime, pointName } = useManageWords();
  const time = dateTime(step.at);
  const point = step.point ? pointName(step.point.id, step.point.name) : '';
  return (
    <li>
      <time dateTime={step.at}>{t(`custody.${step.kind}`, { time, point })}</time>
    </li>
  );
}

/**
 * Where each bag has been since it was tagged (issue 42): one list per tag, oldest step first, from
 * GET /api/manage/{token}/custody; nothing until the bags are tagged. `version` reloads it after a step (the status).
 */
export function CustodyPanel({ token, version }: { token: string; version: string }) {
  const { t } = useManageWords();
  const { data } = useApiData((signal) => getCustody(token, signal), `custody-${token}-${version}`);
  if (!data || data.length === 0) return null;
  return (
    <section className="panel manage-panel custody-panel" aria-labelledby="manage-custody">
      <h2 id="manage-custody" className="panel__title">
        {t('custody.title')}
      </h2>
      {data.map((bag: CustomerBagCustodyView) => (
        <div key={bag.tag} className="custody-bag">
          <h3 className="custody-bag__tag">{t('custody.bag', { tag: bag.tag })}</h3>
          <ol className="manage-lines custody-bag__steps">
            {bag.steps.map((step) => (
              <StepLine key={`${step.kind}-${step.at}`} step={step} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
