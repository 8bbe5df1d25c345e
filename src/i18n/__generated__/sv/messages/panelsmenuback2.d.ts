export { panelsmenuback2 as "panelsMenuBack" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsmenuback2Inputs = {};
/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsmenuback2: ((inputs?: Panelsmenuback2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsmenuback2Inputs, {
    locale?: "sv";
}, {}>;
