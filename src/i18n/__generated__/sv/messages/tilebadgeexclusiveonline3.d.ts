export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeexclusiveonline3Inputs = {};
/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeexclusiveonline3: ((inputs?: Tilebadgeexclusiveonline3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeexclusiveonline3Inputs, {
    locale?: "sv";
}, {}>;
