import { plateStyle } from '@kestrel/domain/uk/registration';

/** A registration as the site shows a number plate: bold capitals, spaced as the DVLA prints it. */
export function Plate({ registration }: { registration: string }) {
  return <strong className="font-bold tracking-widest whitespace-nowrap uppercase">{plateStyle(registration)}</strong>;
}
