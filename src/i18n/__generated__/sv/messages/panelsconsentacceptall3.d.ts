export { panelsconsentacceptall3 as "panelsConsentAcceptAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentacceptall3Inputs = {};
/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentacceptall3: ((inputs?: Panelsconsentacceptall3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentacceptall3Inputs, {
    locale?: "sv";
}, {}>;
