export { layoutwelcome1 as "layoutWelcome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutwelcome1Inputs = {};
/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutwelcome1: ((inputs?: Layoutwelcome1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutwelcome1Inputs, {
    locale?: "sv";
}, {}>;
