import { connection } from "next/server";
import { renderElement, type LabTag } from "@lab/storefront/server";

/**
 * One of the lab's elements rendered on the server, with the lab's current data, as the HTML
 * that the element takes over in the browser once its file (imported in PincodeCheckStatus)
 * has loaded.
 */
export default async function LabElement({
  tag,
  attributes = {},
}: {
  tag: LabTag;
  attributes?: Record<string, string>;
}) {
  // At request time, not at build time: prices and the API's address are today's.
  await connection();
  const html = await renderElement(tag, {
    ...attributes,
    "api-base": process.env.LAB_API_BASE ?? "http://127.0.0.1:8080",
    lang: "en",
  });
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
