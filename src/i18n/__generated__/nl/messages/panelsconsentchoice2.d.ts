export { panelsconsentchoice2 as "panelsConsentChoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentchoice2Inputs = {};
/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentchoice2: ((inputs?: Panelsconsentchoice2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentchoice2Inputs, {
    locale?: "nl";
}, {}>;
