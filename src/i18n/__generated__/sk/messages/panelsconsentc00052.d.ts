export { panelsconsentc00052 as "panelsConsentC0005" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentc00052Inputs = {};
/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentc00052: ((inputs?: Panelsconsentc00052Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentc00052Inputs, {
    locale?: "sk";
}, {}>;
