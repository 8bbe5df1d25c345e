export { reviewcontactconsent2 as "reviewContactConsent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewcontactconsent2Inputs = {};
/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewcontactconsent2: ((inputs?: Reviewcontactconsent2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewcontactconsent2Inputs, {
    locale?: "de";
}, {}>;
