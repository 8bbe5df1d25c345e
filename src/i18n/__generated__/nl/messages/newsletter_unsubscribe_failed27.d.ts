export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribe_Failed27Inputs = {
    phone: NonNullable<unknown>;
};
/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletter_unsubscribe_failed27: ((inputs: Newsletter_Unsubscribe_Failed27Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribe_Failed27Inputs, {
    locale?: "nl";
}, {}>;
