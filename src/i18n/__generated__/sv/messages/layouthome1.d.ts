export { layouthome1 as "layoutHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthome1Inputs = {};
/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layouthome1: ((inputs?: Layouthome1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthome1Inputs, {
    locale?: "sv";
}, {}>;
