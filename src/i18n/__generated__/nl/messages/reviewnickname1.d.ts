export { reviewnickname1 as "reviewNickname" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnickname1Inputs = {};
/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewnickname1: ((inputs?: Reviewnickname1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnickname1Inputs, {
    locale?: "nl";
}, {}>;
