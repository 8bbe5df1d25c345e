export { newsletterconsent1 as "newsletterConsent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterconsent1Inputs = {
    privacy: NonNullable<unknown>;
};
/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletterconsent1: ((inputs: Newsletterconsent1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterconsent1Inputs, {
    locale?: "fr";
}, {}>;
