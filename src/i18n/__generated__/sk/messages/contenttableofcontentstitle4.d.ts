export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contenttableofcontentstitle4Inputs = {};
/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contenttableofcontentstitle4: ((inputs?: Contenttableofcontentstitle4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contenttableofcontentstitle4Inputs, {
    locale?: "sk";
}, {}>;
