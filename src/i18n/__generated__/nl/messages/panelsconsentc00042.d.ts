export { panelsconsentc00042 as "panelsConsentC0004" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentc00042Inputs = {};
/**

* @param {Panelsconsentc00042Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentc00042: ((inputs?: Panelsconsentc00042Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentc00042Inputs, {
    locale?: "nl";
}, {}>;
