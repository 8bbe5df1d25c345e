export { orderformremoveline2 as "orderformRemoveLine" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformremoveline2Inputs = {
    position: NonNullable<unknown>;
};
/**

* @param {Orderformremoveline2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformremoveline2: ((inputs: Orderformremoveline2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformremoveline2Inputs, {
    locale?: "nl";
}, {}>;
