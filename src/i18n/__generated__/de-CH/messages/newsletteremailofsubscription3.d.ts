export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteremailofsubscription3Inputs = {};
/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletteremailofsubscription3: ((inputs?: Newsletteremailofsubscription3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteremailofsubscription3Inputs, {
    locale?: "de-CH";
}, {}>;
