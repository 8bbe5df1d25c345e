export { panelsconsentc00022 as "panelsConsentC0002" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentc00022Inputs = {};
/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentc00022: ((inputs?: Panelsconsentc00022Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentc00022Inputs, {
    locale?: "sv";
}, {}>;
