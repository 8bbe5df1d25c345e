export { panelstoast1 as "panelsToast" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelstoast1Inputs = {
    variant: "error" | "info" | "success" | "warning";
};
/**

* @param {Panelstoast1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const panelstoast1: ((inputs: Panelstoast1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelstoast1Inputs, {
    locale?: "sk";
}, {}>;
