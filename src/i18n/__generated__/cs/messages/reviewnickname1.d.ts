export { reviewnickname1 as "reviewNickname" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnickname1Inputs = {};
/**

* @param {Reviewnickname1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewnickname1: ((inputs?: Reviewnickname1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnickname1Inputs, {
    locale?: "cs";
}, {}>;
