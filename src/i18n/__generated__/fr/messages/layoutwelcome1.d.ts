export { layoutwelcome1 as "layoutWelcome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutwelcome1Inputs = {};
/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutwelcome1: ((inputs?: Layoutwelcome1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutwelcome1Inputs, {
    locale?: "fr";
}, {}>;
