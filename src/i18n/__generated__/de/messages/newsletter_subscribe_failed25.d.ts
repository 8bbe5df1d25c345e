export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Subscribe_Failed25Inputs = {};
/**

* @param {Newsletter_Subscribe_Failed25Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newsletter_subscribe_failed25: ((inputs?: Newsletter_Subscribe_Failed25Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Subscribe_Failed25Inputs, {
    locale?: "de";
}, {}>;
