import type { Locator } from '@playwright/test';

/** Fills the checkout's form of a person (the visitor or someone added) and ticks the notice's "I agree". */
export async function fillPerson(form: Locator, person: { name: string; age: string; gender: string; relation?: string }) {
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Age in years').fill(person.age);
  await form.getByLabel('Gender').selectOption({ label: person.gender });
  if (person.relation) await form.getByLabel('Relation to you').selectOption({ label: person.relation });
  await form.getByRole('checkbox', { name: 'I agree' }).check();
}
