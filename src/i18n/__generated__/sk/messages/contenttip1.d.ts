export { contenttip1 as "contentTip" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contenttip1Inputs = {};
/**

* @param {Contenttip1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contenttip1: ((inputs?: Contenttip1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contenttip1Inputs, {
    locale?: "sk";
}, {}>;
