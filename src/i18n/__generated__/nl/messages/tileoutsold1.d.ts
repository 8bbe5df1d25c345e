export { tileoutsold1 as "tileOutsold" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tileoutsold1Inputs = {};
/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tileoutsold1: ((inputs?: Tileoutsold1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tileoutsold1Inputs, {
    locale?: "nl";
}, {}>;
