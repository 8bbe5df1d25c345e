export { layoutretry1 as "layoutRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutretry1Inputs = {};
/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutretry1: ((inputs?: Layoutretry1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutretry1Inputs, {
    locale?: "cs";
}, {}>;
