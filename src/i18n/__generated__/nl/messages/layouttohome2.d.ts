export { layouttohome2 as "layoutToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouttohome2Inputs = {};
/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layouttohome2: ((inputs?: Layouttohome2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouttohome2Inputs, {
    locale?: "nl";
}, {}>;
