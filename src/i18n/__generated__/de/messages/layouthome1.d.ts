export { layouthome1 as "layoutHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthome1Inputs = {};
/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layouthome1: ((inputs?: Layouthome1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthome1Inputs, {
    locale?: "de";
}, {}>;
