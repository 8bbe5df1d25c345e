export { customerdate1 as "customerDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdate1Inputs = {};
/**

* @param {Customerdate1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerdate1: ((inputs?: Customerdate1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdate1Inputs, {
    locale?: "sv";
}, {}>;
