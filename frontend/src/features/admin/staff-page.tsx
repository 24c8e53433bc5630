import type { StaffMemberView, TeamRole } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { assignDriverCities, assignStaffLocations, getStaffPage, inviteStaff, removeStaff, type StaffPageData } from './api/staff';
import { InputField } from '../../components/ui/form-field';
import type { FieldErrors } from './hooks/use-admin-form';

type Message = { ok: boolean; text: string } | null;

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

const ROLE_CHOICES: { value: TeamRole; label: string }[] = [
  { value: 'staff', label: 'Staff' },
  { value: 'driver', label: 'Driver' },
];

/** The choice in a set of checkboxes, as the ids they stand for. */
function useChosenIds(initial: number[]) {
  const [chosen, setChosen] = useState(() => new Set(initial));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  return { chosen, toggle, clear: () => setChosen(new Set()) };
}

interface CityChoicesProps {
  cities: StaffPageData['cities'];
  chosen: Set<number>;
  onToggle: (id: number) => void;
  errors?: string[];
}

/** A driver's cities as checkboxes, with the server's message about them below. */
function CityChoices({ cities, chosen, onToggle, errors }: CityChoicesProps) {
  return (
    <fieldset className="admin-staff__points">
      <legend>Cities</legend>
      {cities.map((city) => (
        <label key={city.id} className="admin-staff__point">
          <input type="checkbox" checked={chosen.has(city.id)} onChange={() => onToggle(city.id)} /> {city.city}
        </label>
      ))}
      {errors && <p className="admin-field__errors">{errors.join(' ')}</p>}
    </fieldset>
  );
}

function InviteForm({ cities, onInvited }: { cities: StaffPageData['cities']; onInvited: (member: StaffMemberView) => void }) {
  const [role, setRole] = useState<TeamRole>('staff');
  const cityChoice = useChosenIds([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const person = { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? '') };
      const member = await inviteStaff(role === 'driver' ? { ...person, role, cityIds: [...cityChoice.chosen] } : person);
      form.reset();
      setRole('staff');
      cityChoice.clear();
      setMessage({ ok: true, text: `Invitation sent to ${member.email}.` });
      onInvited(member);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-staff-invite">
      <h2 id="admin-staff-invite" className="admin-card__title">
        Invite staff or a driver
      </h2>
      <div className="admin-form__pair">
        <InputField idPrefix="admin" name="name" label="Name" autoComplete="off" errors={errors.name} />
        <InputField idPrefix="admin" name="email" label="Email" type="email" autoComplete="off" errors={errors.email} />
      </div>
      <fieldset className="admin-choices">
        <legend className="admin-field__label">Role</legend>
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.value} className="admin-choice">
            <input type="radio" name="role" value={choice.value} checked={role === choice.value} onChange={() => setRole(choice.value)} />
            {choice.label}
          </label>
        ))}
        {errors.role && <p className="admin-field__errors">{errors.role.join(' ')}</p>}
      </fieldset>
      {role === 'driver' && (
        <>
          <p className="admin-muted">Drivers collect and deliver bags at addresses across their cities.</p>
          <CityChoices cities={cities} chosen={cityChoice.chosen} onToggle={cityChoice.toggle} errors={errors.cityIds} />
        </>
      )}
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}

interface MemberProps {
  member: StaffMemberView;
  locations: StaffPageData['locations'];
  cities: StaffPageData['cities'];
  onChanged: (member: StaffMemberView) => void;
  onRemoved: (id: number) => void;
}

/** One member: staff with their collection points, a driver with their cities; saving either, or taking the role back. */
function StaffMember({ member, locations, cities, onChanged, onRemoved }: MemberProps) {
  const driver = member.role === 'driver';
  const { chosen, toggle } = useChosenIds(driver ? member.cityIds : member.locationIds);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const updated = driver ? await assignDriverCities(member.id, [...chosen]) : await assignStaffLocations(member.id, [...chosen]);
      setMessage({ ok: true, text: driver ? 'Cities saved.' : 'Collection points saved.' });
      onChanged(updated);
    });
  };

  const remove = () => {
    if (!window.confirm(`Remove the ${member.role} role of ${member.name}? Their account stays, as a customer's.`)) return;
    void run(async () => {
      await removeStaff(member.id);
      onRemoved(member.id);
    });
  };

  return (
    <li className="admin-card admin-staff">
      <h3 className="admin-staff__name">{member.name}</h3>
      <p className="admin-muted">
        {driver ? 'Driver' : 'Staff'} · {member.email} · {member.invitationPending ? 'Invitation sent' : 'Active'}
      </p>
      <form onSubmit={save} aria-label={`${driver ? 'Cities' : 'Collection points'} of ${member.name}`}>
        {driver ? (
          <CityChoices cities={cities} chosen={chosen} onToggle={toggle} />
        ) : (
          <fieldset className="admin-staff__points">
            <legend>Collection points</legend>
            {locations.map((location) => (
              <label key={location.id} className="admin-staff__point">
                <input type="checkbox" checked={chosen.has(location.id)} onChange={() => toggle(location.id)} /> {location.Location}, {location.city.city}
              </label>
            ))}
          </fieldset>
        )}
        <div role="status" className="admin-message-slot">
          {message && <p className={`admin-message admin-message--${message.ok ? 'ok' : 'error'}`}>{message.text}</p>}
        </div>
        <div className="admin-form__actions">
          <Button type="submit" disabled={busy}>
            {driver ? 'Save cities' : 'Save points'}
          </Button>
          <Button variant="secondary" onClick={remove} disabled={busy}>
            {driver ? 'Remove driver role' : 'Remove staff role'}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** /admin-dashboard/staff: invite staff or drivers, choose each one's collection points or cities, take the role back. */
export function StaffPage() {
  usePageTitle('Staff');
  const { data, error, loading, reload } = useApiData(getStaffPage, 'staff');
  const [staff, setStaff] = useState<StaffMemberView[] | null>(null);
  const list = staff ?? data?.staff ?? [];
  const replace = (member: StaffMemberView) => setStaff([...list.filter((m) => m.id !== member.id), member].sort((a, b) => a.name.localeCompare(b.name)));

  return (
    <section className="admin-form-page" aria-labelledby="admin-staff-title">
      <div className="admin-card">
        <p className="eyebrow">Staff</p>
        <h1 id="admin-staff-title" className="admin-card__title">
          Staff
        </h1>
        <p className="admin-card__intro">
          Staff sign in to check customers in at their collection points; drivers to see their day in their cities. Neither can change the catalog or
          settings.
        </p>
        <InviteForm cities={data?.cities ?? []} onInvited={replace} />
      </div>
      {data ? (
        list.length === 0 ? (
          <p className="admin-muted">No staff yet.</p>
        ) : (
          <ul className="admin-staff-list">
            {list.map((member) => (
              <StaffMember key={member.id} member={member} locations={data.locations} cities={data.cities} onChanged={replace} onRemoved={(id) => setStaff(list.filter((m) => m.id !== id))} />
            ))}
          </ul>
        )
      ) : loading && !error ? (
        <PageSpinner label="Loading the staff…" />
      ) : (
        <div role="alert">
          <p className="admin-message admin-message--error">{error?.message ?? 'The staff could not be loaded.'}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
    </section>
  );
}
