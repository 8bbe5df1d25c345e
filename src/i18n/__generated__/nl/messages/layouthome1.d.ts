export { layouthome1 as "layoutHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthome1Inputs = {};
/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layouthome1: ((inputs?: Layouthome1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthome1Inputs, {
    locale?: "nl";
}, {}>;
