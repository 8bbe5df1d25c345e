export { reviewcontactconsent2 as "reviewContactConsent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewcontactconsent2Inputs = {};
/**

* @param {Reviewcontactconsent2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewcontactconsent2: ((inputs?: Reviewcontactconsent2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewcontactconsent2Inputs, {
    locale?: "fr";
}, {}>;
