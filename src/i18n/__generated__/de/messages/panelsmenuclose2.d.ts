export { panelsmenuclose2 as "panelsMenuClose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsmenuclose2Inputs = {};
/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelsmenuclose2: ((inputs?: Panelsmenuclose2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsmenuclose2Inputs, {
    locale?: "de";
}, {}>;
