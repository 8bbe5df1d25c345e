export { layoutcarouselof2 as "layoutCarouselOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselof2Inputs = {};
/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselof2: ((inputs?: Layoutcarouselof2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselof2Inputs, {
    locale?: "sk";
}, {}>;
