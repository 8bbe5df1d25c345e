export { customerolderquestion2 as "customerOlderQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderquestion2Inputs = {};
/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerolderquestion2: ((inputs?: Customerolderquestion2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderquestion2Inputs, {
    locale?: "cs";
}, {}>;
