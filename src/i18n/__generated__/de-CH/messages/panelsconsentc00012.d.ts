export { panelsconsentc00012 as "panelsConsentC0001" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentc00012Inputs = {};
/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentc00012: ((inputs?: Panelsconsentc00012Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentc00012Inputs, {
    locale?: "de-CH";
}, {}>;
