export { layouttohome2 as "layoutToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouttohome2Inputs = {};
/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layouttohome2: ((inputs?: Layouttohome2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouttohome2Inputs, {
    locale?: "de-CH";
}, {}>;
