export { panelsmenushowall3 as "panelsMenuShowAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsmenushowall3Inputs = {};
/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelsmenushowall3: ((inputs?: Panelsmenushowall3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsmenushowall3Inputs, {
    locale?: "de-CH";
}, {}>;
