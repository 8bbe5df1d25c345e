export { layoutaccount1 as "layoutAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutaccount1Inputs = {};
/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutaccount1: ((inputs?: Layoutaccount1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutaccount1Inputs, {
    locale?: "nl";
}, {}>;
