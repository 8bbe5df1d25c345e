export { tilebadgeheatmedium3 as "tileBadgeHeatMedium" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeheatmedium3Inputs = {};
/**

* @param {Tilebadgeheatmedium3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeheatmedium3: ((inputs?: Tilebadgeheatmedium3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeheatmedium3Inputs, {
    locale?: "sv";
}, {}>;
