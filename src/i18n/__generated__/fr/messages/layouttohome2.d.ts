export { layouttohome2 as "layoutToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouttohome2Inputs = {};
/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layouttohome2: ((inputs?: Layouttohome2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouttohome2Inputs, {
    locale?: "fr";
}, {}>;
