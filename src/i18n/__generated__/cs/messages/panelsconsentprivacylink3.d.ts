export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentprivacylink3Inputs = {};
/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentprivacylink3: ((inputs?: Panelsconsentprivacylink3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentprivacylink3Inputs, {
    locale?: "cs";
}, {}>;
