export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeheatextrawarm4Inputs = {};
/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeheatextrawarm4: ((inputs?: Tilebadgeheatextrawarm4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeheatextrawarm4Inputs, {
    locale?: "sv";
}, {}>;
