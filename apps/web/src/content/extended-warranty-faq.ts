/** The FAQ shared by the car and van explainers, worded for the vehicle in the path (spec §2). */
export function extendedWarrantyFaq(vehicle: 'car' | 'van'): { question: string; answer: string }[] {
  const Vehicle = vehicle === 'van' ? 'Van' : 'Car';
  return [
    {
      question: `What is an extended ${vehicle} warranty?`,
      answer: `An extended ${vehicle} warranty pays for the repair or replacement of covered parts that fail after the manufacturer's warranty has ended, up to your plan's claim limit. It is not breakdown cover for accidents, and it does not cover faults that were there before your cover started.`,
    },
    {
      question: `Is my ${vehicle} eligible?`,
      answer: `Safe covers a ${vehicle} of any age and mileage. Secure covers ${vehicle}s up to 10 years old and 100,000 miles, and Supreme up to 7 years old and 70,000 miles. Enter your registration at [the start of a quote](/purchase/vehicle-details) and we show the levels your ${vehicle} qualifies for.`,
    },
    {
      question: `${Vehicle} warranty or manufacturer warranty: what is the difference?`,
      answer: `A manufacturer warranty comes with a new ${vehicle} and usually ends after three to seven years or a mileage limit. Our warranty starts where that leaves off, is chosen by you, and lets you use any VAT-registered garage.`,
    },
    {
      question: `Where can my ${vehicle} be repaired?`,
      answer: `At any VAT-registered garage in the UK. We recommend our approved repairers because claims with them are usually settled faster, but the choice is yours. Call us before any work starts so we can authorise the repair.`,
    },
    {
      question: `Can I cancel my ${vehicle} warranty?`,
      answer: `Yes. Within 14 days of buying, and before any claim, you can cancel from your dashboard and we refund you in full by the original payment method.`,
    },
  ];
}
