export { layouthome1 as "layoutHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthome1Inputs = {};
/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layouthome1: ((inputs?: Layouthome1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthome1Inputs, {
    locale?: "fr";
}, {}>;
