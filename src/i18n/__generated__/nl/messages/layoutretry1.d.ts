export { layoutretry1 as "layoutRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutretry1Inputs = {};
/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutretry1: ((inputs?: Layoutretry1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutretry1Inputs, {
    locale?: "nl";
}, {}>;
