export { customerolderquestion2 as "customerOlderQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderquestion2Inputs = {};
/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerolderquestion2: ((inputs?: Customerolderquestion2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderquestion2Inputs, {
    locale?: "de";
}, {}>;
