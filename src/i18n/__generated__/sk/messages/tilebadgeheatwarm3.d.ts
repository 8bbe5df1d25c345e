export { tilebadgeheatwarm3 as "tileBadgeHeatWarm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeheatwarm3Inputs = {};
/**

* @param {Tilebadgeheatwarm3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeheatwarm3: ((inputs?: Tilebadgeheatwarm3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeheatwarm3Inputs, {
    locale?: "sk";
}, {}>;
