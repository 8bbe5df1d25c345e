export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeheatwarm3Inputs = {};
/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeheatwarm3: ((inputs?: Tilebadgeheatwarm3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeheatwarm3Inputs, {
    locale?: "nl";
}, {}>;
