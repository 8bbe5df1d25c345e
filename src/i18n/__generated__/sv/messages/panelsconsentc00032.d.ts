export { panelsconsentc00032 as "panelsConsentC0003" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentc00032Inputs = {};
/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentc00032: ((inputs?: Panelsconsentc00032Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentc00032Inputs, {
    locale?: "sv";
}, {}>;
