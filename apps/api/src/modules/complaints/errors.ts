import { badRequest, conflict, notFound } from '../../lib/errors';

/** The complaints module's expected failures, each with the words the caller reads. */
export const complaintErrors = {
  /** Any complaint outside the asker's scope is this same 404 (SECURITY B6). */
  notFound: () => notFound('We could not find that complaint.'),
  /** A claim that is not the customer's is the same 404 as one that does not exist. */
  claimNotFound: () => notFound('We could not find that claim.'),
  noCustomer: () => {
    const message = 'There is no customer account with that e-mail address.';
    return badRequest(message, { email: message });
  },
  claimNotTheirs: () => {
    const message = "That claim number is not one of this customer's claims.";
    return badRequest(message, { claimReference: message });
  },
  noStaffMember: () => {
    const message = 'Choose a member of staff who can sign in.';
    return badRequest(message, { ownerId: message });
  },
  receivedInFuture: () => {
    const message = 'The date the complaint reached us cannot be in the future.';
    return badRequest(message, { receivedOn: message });
  },
  notOpen: () => conflict('This complaint already has its final response. Please reload it.'),
  answered: () => conflict('This complaint is closed to changes of owner now that it has its final response.'),
  /** The words of `arbiterEligibility`: why the dispute cannot go to the arbiter now. */
  notReferable: (reason: string) => conflict(reason),
  notReferred: () => conflict("The arbiter's decision can be recorded only once the dispute has been referred."),
  /** The arbiter's award cannot reopen the claim as it stands (`awardRefusal`). */
  awardRefused: (message: string) => badRequest(message, { amount: message }),
  noLetter: () => notFound('This complaint has no final response letter yet.'),
  noEvidencePack: () => notFound('This complaint is not about a claim decision, so there is no evidence pack.'),
};
