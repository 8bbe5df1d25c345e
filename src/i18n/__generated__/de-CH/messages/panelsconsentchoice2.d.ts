export { panelsconsentchoice2 as "panelsConsentChoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentchoice2Inputs = {};
/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentchoice2: ((inputs?: Panelsconsentchoice2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentchoice2Inputs, {
    locale?: "de-CH";
}, {}>;
