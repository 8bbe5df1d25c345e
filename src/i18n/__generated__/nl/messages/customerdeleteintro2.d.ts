export { customerdeleteintro2 as "customerDeleteIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeleteintro2Inputs = {};
/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerdeleteintro2: ((inputs?: Customerdeleteintro2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeleteintro2Inputs, {
    locale?: "nl";
}, {}>;
