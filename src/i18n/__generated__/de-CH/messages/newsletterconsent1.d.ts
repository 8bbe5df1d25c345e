export { newsletterconsent1 as "newsletterConsent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterconsent1Inputs = {
    privacy: NonNullable<unknown>;
};
/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletterconsent1: ((inputs: Newsletterconsent1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterconsent1Inputs, {
    locale?: "de-CH";
}, {}>;
