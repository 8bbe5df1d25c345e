export { panelsconsenttext2 as "panelsConsentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsenttext2Inputs = {};
/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsconsenttext2: ((inputs?: Panelsconsenttext2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsenttext2Inputs, {
    locale?: "nl";
}, {}>;
