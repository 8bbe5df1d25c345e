export { customerolderintro2 as "customerOlderIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderintro2Inputs = {};
/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerolderintro2: ((inputs?: Customerolderintro2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderintro2Inputs, {
    locale?: "fr";
}, {}>;
