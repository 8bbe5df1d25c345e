export { layoutaccount1 as "layoutAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutaccount1Inputs = {};
/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutaccount1: ((inputs?: Layoutaccount1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutaccount1Inputs, {
    locale?: "cs";
}, {}>;
