export { customerdeleteintro2 as "customerDeleteIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeleteintro2Inputs = {};
/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerdeleteintro2: ((inputs?: Customerdeleteintro2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeleteintro2Inputs, {
    locale?: "sv";
}, {}>;
