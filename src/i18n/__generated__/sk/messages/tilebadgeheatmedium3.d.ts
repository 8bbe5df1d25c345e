export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeheatmedium3Inputs = {};
/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeheatmedium3: ((inputs?: Tilebadgeheatmedium3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeheatmedium3Inputs, {
    locale?: "sk";
}, {}>;
