export { basketcancel1 as "basketCancel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketcancel1Inputs = {};
/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketcancel1: ((inputs?: Basketcancel1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketcancel1Inputs, {
    locale?: "sv";
}, {}>;
