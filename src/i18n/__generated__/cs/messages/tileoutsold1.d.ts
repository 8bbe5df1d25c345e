export { tileoutsold1 as "tileOutsold" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tileoutsold1Inputs = {};
/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tileoutsold1: ((inputs?: Tileoutsold1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tileoutsold1Inputs, {
    locale?: "cs";
}, {}>;
