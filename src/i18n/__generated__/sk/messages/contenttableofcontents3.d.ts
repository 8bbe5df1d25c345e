export { contenttableofcontents3 as "contentTableOfContents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contenttableofcontents3Inputs = {};
/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contenttableofcontents3: ((inputs?: Contenttableofcontents3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contenttableofcontents3Inputs, {
    locale?: "sk";
}, {}>;
