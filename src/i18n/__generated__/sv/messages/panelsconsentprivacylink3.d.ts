export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentprivacylink3Inputs = {};
/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentprivacylink3: ((inputs?: Panelsconsentprivacylink3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentprivacylink3Inputs, {
    locale?: "sv";
}, {}>;
